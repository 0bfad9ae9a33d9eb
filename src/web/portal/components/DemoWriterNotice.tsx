import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { AiAllowanceView } from '../../../modules/ai/index';
import { portalFetcher } from '../../shared/api';
import { Notice } from '../../shared/components/Notice';
import { AI_ALLOWANCE_KEY } from './AiAllowanceLine';

/**
 * Where posts are written: while the platform has no AI provider connected, the built-in demo
 * writer writes them, and the clinic is told so (GET /api/ai-allowance says who writes).
 */
export function DemoWriterNotice() {
  const { t } = useTranslation('portal');
  const { data } = useSWR<{ allowance: AiAllowanceView }>(AI_ALLOWANCE_KEY, portalFetcher, { shouldRetryOnError: false });
  if (data?.allowance?.writer !== 'offline') return null;
  return (
    <Notice tone="info" size="1" variant="surface" data-testid="demo-writer-notice">
      {t('demoWriter.note')}
    </Notice>
  );
}
