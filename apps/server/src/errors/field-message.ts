import {
  isServerMessageKey,
  message,
  type MessageDescriptor,
  type MessageParam,
  type ServerMessageKey,
} from '@icf/shared';

/**
 * A validation message about `field`: its `{attribute}` is the field's catalogue name (`attribute.<field>`),
 * worded with the rest of the message, or the field as the request spelt it when the catalogue has none.
 */
export function fieldMessage(
  key: ServerMessageKey,
  field: string,
  params: Record<string, MessageParam> = {},
): MessageDescriptor {
  return message(key, { attribute: attributeOf(field), ...params });
}

function attributeOf(field: string): MessageParam {
  const key = `attribute.${field}`;
  return isServerMessageKey(key) ? message(key) : field;
}
