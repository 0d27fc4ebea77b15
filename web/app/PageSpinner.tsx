import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner';

export function PageSpinner() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label={ready ? t('loading') : 'Chargement…'} />
    </div>
  );
}
