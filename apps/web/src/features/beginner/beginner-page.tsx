import { useMemo, useState } from 'react';
import {
  buildGuidedCatalogue,
  chooseGuidedSets,
  type CoreSetGroup,
  type GuidedContext,
  type GuidedOutcome,
  type GuidedPurpose,
} from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { useI18n } from '../../i18n/use-i18n';
import { LoadingState, useDocumentationData } from '../documentation';
import { ConditionColumn } from './components/condition-column';
import { ContextColumn } from './components/context-column';
import { PurposeColumn } from './components/purpose-column';
import { SelectedSetsDialog } from './components/selected-sets-dialog';
import './beginner.css';

/** Spec §2 beginner screen: health care context, health conditions and purpose lead to core sets (§4). */
export function BeginnerPage() {
  const { t } = useI18n();
  // The draft needs the selection catalogue attached before OK applies the guided selection.
  const data = useDocumentationData();
  return (
    <div className="beginner-page">
      <h1>{t('page.beginner')}</h1>
      <p className="beginner-intro">{t('beginner.intro')}</p>
      {data.ready ? <BeginnerScreen groups={data.groups} /> : <LoadingState failed={data.failed} />}
    </div>
  );
}

type ChosenOutcome = Extract<GuidedOutcome, { valid: true }>;

function BeginnerScreen({ groups }: { groups: CoreSetGroup[] }) {
  const { t } = useI18n();
  const catalogue = useMemo(() => buildGuidedCatalogue(groups), [groups]);
  const [context, setContext] = useState<GuidedContext | null>(null);
  const [conditions, setConditions] = useState<string[]>([]);
  const [purpose, setPurpose] = useState<GuidedPurpose | null>(null);
  const [outcome, setOutcome] = useState<ChosenOutcome | null>(null);

  const toggleCondition = (condition: string) =>
    setConditions((chosen) =>
      chosen.includes(condition) ? chosen.filter((id) => id !== condition) : [...chosen, condition],
    );

  const choosePurpose = (chosen: GuidedPurpose) => {
    setPurpose(chosen);
    const result = chooseGuidedSets(catalogue, { context, conditions, purpose: chosen });
    if (result.valid) setOutcome(result);
    else void showAlert({ icon: 'warning', title: t('beginner.validation') });
  };

  return (
    <div className="beginner-layout">
      <ContextColumn context={context} onChange={setContext} />
      <ConditionColumn
        catalogue={catalogue}
        context={context}
        conditions={conditions}
        onToggle={toggleCondition}
      />
      <PurposeColumn catalogue={catalogue} purpose={purpose} onChoose={choosePurpose} />
      {outcome && (
        <SelectedSetsDialog
          sets={outcome.sets}
          actions={outcome.actions}
          notes={outcome.notes}
          alternatives={outcome.alternatives}
          context={context}
          onClose={() => setOutcome(null)}
        />
      )}
    </div>
  );
}

export default BeginnerPage;
