import { useTranslation } from 'react-i18next';
import type { JurisdictionCode } from '../../../../common/contract/knowledge';
import { Alert } from '../../../ui/Alert';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { useJurisdictions, useSectors } from '../../knowledge/knowledge.queries';

export interface WorkplaceValue {
  area: string;
  jurisdiction: JurisdictionCode;
  mainSector: string;
  subSector: string;
  activity: string;
}

export const EMPTY_WORKPLACE: WorkplaceValue = {
  area: '',
  jurisdiction: 'QC',
  mainSector: '',
  subSector: '',
  activity: '',
};

/**
 * Work area, jurisdiction (QC by default) and the three cascading sector selects: choosing a
 * main sector resets the sub-sector and activity, choosing a sub-sector resets the activity, and
 * each select waits for the one above (spec part 1 §4–§5).
 */
export function WorkplaceFields({
  value,
  onChange,
  disabled,
}: {
  value: WorkplaceValue;
  onChange: (value: WorkplaceValue) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('analysis');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const jurisdictions = useJurisdictions();
  const sectors = useSectors();
  const main = sectors.data?.find((sector) => sector.id === value.mainSector);
  const sub = main?.subSectors.find((sector) => sector.id === value.subSector);
  const options = (nodes: readonly { id: string; name: { fr: string; en: string } }[] | undefined) =>
    (nodes ?? []).map((node) => ({ value: node.id, label: node.name[language] }));

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('workplace.area')} className="flex flex-col gap-1.5 sm:col-span-2">
        <Input
          value={value.area}
          onChange={(event) => onChange({ ...value, area: event.target.value })}
          placeholder={t('workplace.areaPlaceholder')}
          maxLength={300}
          disabled={disabled}
          required
          data-testid="work-area"
        />
      </Field>
      <Field label={t('workplace.jurisdiction')} className="flex flex-col gap-1.5 sm:col-span-2">
        <Select
          value={value.jurisdiction}
          onChange={(event) => onChange({ ...value, jurisdiction: event.target.value as JurisdictionCode })}
          options={
            jurisdictions.data?.map((jurisdiction) => ({
              value: jurisdiction.code,
              label: `${jurisdiction.name[language]} — ${jurisdiction.agency[language]}`,
            })) ?? [{ value: value.jurisdiction, label: value.jurisdiction }]
          }
          disabled={disabled}
          data-testid="jurisdiction"
        />
      </Field>
      {sectors.isError && (
        <Alert variant="warning" className="sm:col-span-2">
          {t('workplace.sectorsError')}
        </Alert>
      )}
      <Field label={`${t('workplace.mainSector')} (${t('workplace.optional')})`}>
        <Select
          value={value.mainSector}
          onChange={(event) =>
            onChange({ ...value, mainSector: event.target.value, subSector: '', activity: '' })
          }
          options={options(sectors.data)}
          placeholder={sectors.isPending ? t('workplace.sectorsLoading') : t('workplace.choose')}
          disabled={disabled || !sectors.data}
          data-testid="main-sector"
        />
      </Field>
      <Field label={`${t('workplace.subSector')} (${t('workplace.optional')})`}>
        <Select
          value={value.subSector}
          onChange={(event) => onChange({ ...value, subSector: event.target.value, activity: '' })}
          options={options(main?.subSectors)}
          placeholder={t('workplace.choose')}
          disabled={disabled || !main}
          data-testid="sub-sector"
        />
      </Field>
      <Field
        label={`${t('workplace.activity')} (${t('workplace.optional')})`}
        className="flex flex-col gap-1.5 sm:col-span-2"
      >
        <Select
          value={value.activity}
          onChange={(event) => onChange({ ...value, activity: event.target.value })}
          options={options(sub?.activities)}
          placeholder={t('workplace.choose')}
          disabled={disabled || !sub}
          data-testid="activity"
        />
      </Field>
    </div>
  );
}
