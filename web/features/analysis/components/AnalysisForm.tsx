import { Play } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SourceInterface } from '../../../../common/contract/analysis';
import { UPLOAD_RULES } from '../../../../common/domain/uploads';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { useFileSelection } from '../file-selection';
import { storeLatestResult } from '../latest-result';
import { useAnalysisSubmission } from '../use-analysis-submission';
import { AnalysisProblem } from './AnalysisProblem';
import { AnalysisProgress } from './AnalysisProgress';
import { ConsultantFiles } from './ConsultantFiles';
import { EnterpriseFiles } from './EnterpriseFiles';
import { InstructionsField } from './InstructionsField';
import { EMPTY_WORKPLACE, WorkplaceFields, type WorkplaceValue } from './WorkplaceFields';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The analysis form of both screens (spec part 1 §2): the consultant screen puts the workplace
 * first; the Enterprise screen puts the files first, shows the hints under Start and clears the
 * sectors when the language changes.
 */
export function AnalysisForm({ sourceInterface }: { sourceInterface: SourceInterface }) {
  const { t, i18n } = useTranslation('analysis');
  const navigate = useNavigate();
  const enterprise = sourceInterface === 'enterprise';
  const rules = UPLOAD_RULES[sourceInterface];
  const selection = useFileSelection({ maxFileBytes: rules.maxFileBytes, kinds: rules.kinds });
  const [workplace, setWorkplace] = useState<WorkplaceValue>(EMPTY_WORKPLACE);
  const [instructions, setInstructions] = useState('');
  const [missing, setMissing] = useState<'noFiles' | 'noArea' | null>(null);
  const { state, submit } = useAnalysisSubmission();
  const analysing = state.status === 'uploading' || state.status === 'processing';

  useEffect(() => {
    if (!enterprise) return;
    const clearSectors = () =>
      setWorkplace((current) => ({ ...current, mainSector: '', subSector: '', activity: '' }));
    i18n.on('languageChanged', clearSectors);
    return () => i18n.off('languageChanged', clearSectors);
  }, [enterprise, i18n]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    const problem = selection.files.length === 0 ? 'noFiles' : !workplace.area.trim() ? 'noArea' : null;
    setMissing(problem);
    if (problem) return;
    const result = await submit({
      sourceInterface,
      area: workplace.area,
      jurisdiction: workplace.jurisdiction,
      mainSector: workplace.mainSector,
      subSector: workplace.subSector,
      activity: workplace.activity,
      instructions,
      files: selection.files.map((item) => item.file),
    });
    if (result) {
      storeLatestResult(result);
      navigate('/risk-analysis-results');
    }
  };

  const workplaceSection = (
    <Section title={t('workplace.title')}>
      <WorkplaceFields value={workplace} onChange={setWorkplace} disabled={analysing} />
    </Section>
  );
  const filesSection = (
    <Section title={t('files.title')}>
      {enterprise ? (
        <EnterpriseFiles selection={selection} disabled={analysing} />
      ) : (
        <ConsultantFiles selection={selection} disabled={analysing} />
      )}
    </Section>
  );
  const startDisabled = analysing || selection.files.length === 0 || (enterprise && !workplace.area.trim());

  return (
    <form onSubmit={start} className="flex flex-col gap-6" noValidate>
      {enterprise ? filesSection : workplaceSection}
      <Section title={t('instructions.title')}>
        <InstructionsField value={instructions} onChange={setInstructions} disabled={analysing} />
      </Section>
      {enterprise ? workplaceSection : filesSection}
      {missing && <Alert variant="error">{t(`start.${missing}`)}</Alert>}
      {state.status === 'failed' && <AnalysisProblem problem={state.problem} />}
      <AnalysisProgress state={state} />
      <div className="flex flex-col items-stretch gap-2 sm:items-start">
        <Button
          type="submit"
          size="lg"
          disabled={startDisabled}
          loading={analysing}
          data-testid="start-analysis"
        >
          {!analysing && <Play aria-hidden="true" className="h-4 w-4" />}
          {analysing ? t('start.analysing') : t('start.button')}
        </Button>
        {enterprise && (
          <ul className="text-xs text-slate-500" data-testid="start-hints">
            {selection.files.length === 0 && <li>• {t('start.hintFiles')}</li>}
            {!workplace.area.trim() && <li>• {t('start.hintArea')}</li>}
          </ul>
        )}
      </div>
    </form>
  );
}
