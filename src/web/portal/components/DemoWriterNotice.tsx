import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { AiAllowanceView } from '../../../modules/ai/index';
import { portalFetcher } from '../../shared/api';
import { Notice } from '../../shared/components/Notice';
import { AI_ALLOWANCE_KEY } from './AiAllowanceLine';

/**
 * Where posts are written: while the platform has no AI provider connected, the built-in demo
 * writer writes them, and the clinic is told so; while the AI service fails, the clinic reads that
 * the demo writer stands in, or that writing is unavailable for now (GET /api/ai-allowance says who writes).
 */
export function DemoWriterNotice() {
  const { t } = useTranslation('portal');
  const { data } = useSWR<{ allowance: AiAllowanceView }>(AI_ALLOWANCE_KEY, portalFetcher, { shouldRetryOnError: false });
  const writer = data?.allowance?.writer;
  if (writer === 'offline' || writer === 'fallback') {
    return (
      <Notice tone="info" size="1" variant="surface" data-testid="demo-writer-notice">
        {t(writer === 'offline' ? 'demoWriter.note' : 'demoWriter.fallback')}
      </Notice>
    );
  }
  if (writer === 'unavailable') {
    return (
      <Notice tone="warning" size="1" variant="surface" data-testid="ai-unavailable-notice">
        {t('demoWriter.unavailable')}
      </Notice>
    );
  }
  return null;
}
