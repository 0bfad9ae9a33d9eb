import { Text } from '@radix-ui/themes';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { AiAllowanceView } from '../../../modules/ai/index';
import { portalFetcher } from '../../shared/api';

/** GET /api/ai-allowance: revalidate it (swr `mutate`) after every AI call the screen makes. */
export const AI_ALLOWANCE_KEY = '/api/ai-allowance';

/**
 * "AI writing left today: N of M" where posts and AI products are written: the account's daily AI
 * allowance (set by the platform in the AI configuration). When none is left it says when it resets.
 */
export function AiAllowanceLine() {
  const { t } = useTranslation('portal');
  const { data } = useSWR<{ allowance: AiAllowanceView }>(AI_ALLOWANCE_KEY, portalFetcher, { shouldRetryOnError: false });
  if (!data?.allowance) return null;
  const a = data.allowance;
  const time = DateTime.fromISO(a.resetsAt).setZone(a.zone).toFormat('HH:mm');
  return (
    <Text as="div" size="1" color={a.remaining > 0 ? 'gray' : 'amber'} data-testid="ai-allowance">
      {t('aiAllowance.left', { remaining: a.remaining, limit: a.limit })}
      {a.remaining === 0 && ` · ${t('aiAllowance.resets', { time, zone: a.zone })}`}
    </Text>
  );
}
