import { useCallback } from 'react';
import { translate, type MessageKey } from '@icf/shared/i18n';
import { useExternalStore } from '../lib/external-store';
import { i18nStore } from './i18n-store';

export function useI18n() {
  const { locale, messages } = useExternalStore(i18nStore);
  const t = useCallback(
    (key: MessageKey, params?: Record<string, string | number>) =>
      messages ? translate(messages, key, params) : '',
    [messages],
  );
  return { locale, t };
}
