import { Button, Card, Flex, Spinner, Text, Tooltip } from '@radix-ui/themes';
import { CalendarIcon, InfoCircledIcon, InstagramLogoIcon, MagicWandIcon } from '@radix-ui/react-icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CompanyInfo } from '../../hooks/useCompanyInfo';
import { AiAllowanceLine } from '../AiAllowanceLine';
import { DemoWriterNotice } from '../DemoWriterNotice';
import { BulkButtons } from './BulkButtons';
import type { Progress } from './types';
import type { BulkActions } from './useBulkActions';

// Long labels (Greek above all) wrap on a phone instead of being cut off.
// maxWidth: a Radix button never shrinks by itself, so a long label (Greek) ran out of a phone's screen.
const WRAPPING: CSSProperties = {
  height: 'auto',
  minHeight: 'var(--space-7)',
  maxWidth: '100%',
  whiteSpace: 'normal',
  paddingBlock: 'var(--space-2)',
  textAlign: 'left',
};

export interface CampaignActionsProps {
  base: string;
  info: CompanyInfo | null | undefined;
  /** Why Generate for the period cannot run yet (no settings, no products), if so. */
  disabledReason: string | undefined;
  canGenerate: boolean;
  progress: Progress | null;
  /** A card is being edited or saved, or a bulk action runs. */
  locked: boolean;
  bulk: BulkActions;
  onGeneratePeriod: () => void;
  onGenerate: () => void;
}

/** The card above the list: generate (the period, or one post), the story link, the AI allowance, the rhythm and the bulk buttons. */
export function CampaignActions({ base, info, disabledReason, canGenerate, progress, locked, bulk, onGeneratePeriod, onGenerate }: CampaignActionsProps) {
  const { t } = useTranslation('campaigns');
  const running = progress !== null;
  const generateButton = (
    <Button size="3" onClick={onGeneratePeriod} disabled={!canGenerate || running || locked} data-testid="generate-period" style={WRAPPING}>
      {running ? <Spinner /> : <CalendarIcon />}
      {running
        ? progress.total
          ? t('actions.generating', { done: progress.done, total: progress.total })
          : t('actions.generatingStart')
        : t('actions.generatePeriod')}
    </Button>
  );
  return (
    <Card mb="4">
      <Flex direction="column" gap="3">
        <Flex gap="2" wrap="wrap" align="center">
          {disabledReason ? (
            <Tooltip content={disabledReason}>
              <span>{generateButton}</span>
            </Tooltip>
          ) : (
            generateButton
          )}
          <Button size="3" variant="soft" onClick={onGenerate} disabled={running || locked} style={WRAPPING}>
            <MagicWandIcon /> {t('actions.generate')}
          </Button>
          <Button asChild size="3" variant="soft" color="gray" style={WRAPPING}>
            <Link href={`${base}/instagram-story`}>
              <InstagramLogoIcon /> {t('story:campaignsLink')}
            </Link>
          </Button>
          <Button asChild size="3" variant="soft" color="gray" style={WRAPPING}>
            <Link href={`${base}/calendar`} data-testid="campaigns-calendar-link">
              <CalendarIcon /> {t('actions.calendar')}
            </Link>
          </Button>
        </Flex>
        <AiAllowanceLine />
        <DemoWriterNotice />
        {disabledReason && (
          <Text size="2" color="amber" data-testid="generate-disabled-reason">
            {disabledReason}
          </Text>
        )}
        <Flex gap="2" align="start">
          <InfoCircledIcon style={{ flexShrink: 0, marginTop: 3 }} color="var(--gray-10)" />
          <Text size="2" color="gray">
            {info ? t('info.periodBody', { count: info.postFrequencyDays, time: info.scheduledLocalTime ?? info.scheduledTime }) : t('info.periodBodyUnknown')}{' '}
            {t('info.emailBody')}
          </Text>
        </Flex>
        <BulkButtons actions={bulk} disabled={locked || running} />
      </Flex>
    </Card>
  );
}
