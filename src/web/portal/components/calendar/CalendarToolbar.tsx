import { Button, Flex, Heading, IconButton, Select, Spinner } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KNOWN_STATUSES } from '../campaigns/status';
import { step, titleOf, type CalendarView } from './days';
import type { CalendarFilters, Platform } from './types';

/** Phones (and narrow windows): the agenda list instead of a grid. */
export function useNarrow(query = '(max-width: 640px)') {
  const [narrow, setNarrow] = useState(() => typeof matchMedia !== 'undefined' && matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const on = () => setNarrow(list.matches);
    list.addEventListener('change', on);
    return () => list.removeEventListener('change', on);
  }, [query]);
  return narrow;
}

const ALL = 'all';

/** A filter as a Radix select whose "all" is the empty value in the URL. */
function Filter({ label, value, options, onChange }: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  const { t } = useTranslation('calendar');
  return (
    <Select.Root value={value || ALL} onValueChange={(v) => onChange(v === ALL ? '' : v)} size="2">
      <Select.Trigger aria-label={label} variant="soft" color="gray" style={{ maxWidth: 220 }} />
      <Select.Content>
        <Select.Item value={ALL}>{t('filters.all', { what: label })}</Select.Item>
        {options.map(([v, text]) => (
          <Select.Item key={v} value={v}>
            {text}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

/**
 * Previous / today / next, the period's title, month or week, and the filters (platform, status,
 * product, and in the admin's view the account), all kept in the URL by the caller.
 */
export function CalendarToolbar({
  view,
  anchor,
  today,
  language,
  filters,
  platforms,
  products,
  loading,
  extra,
  onChange,
}: {
  view: CalendarView;
  anchor: string;
  today: string;
  language: string;
  filters: CalendarFilters;
  platforms: Platform[];
  products: string[];
  loading: boolean;
  extra?: ReactNode;
  onChange: (changes: Partial<Record<'view' | 'date' | keyof CalendarFilters, string>>) => void;
}) {
  const { t } = useTranslation(['calendar', 'campaigns']);
  const platformChoices: Platform[] = platforms.length ? platforms : ['facebook', 'instagram'];
  return (
    <Flex direction="column" gap="3" mb="3">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Flex align="center" gap="2">
          <IconButton variant="soft" color="gray" aria-label={t('previous')} onClick={() => onChange({ date: step(view, anchor, -1) })}>
            <ChevronLeftIcon />
          </IconButton>
          <Button variant="soft" color="gray" onClick={() => onChange({ date: '' })} disabled={anchor === today}>
            {t('today')}
          </Button>
          <IconButton variant="soft" color="gray" aria-label={t('next')} onClick={() => onChange({ date: step(view, anchor, 1) })}>
            <ChevronRightIcon />
          </IconButton>
          <Heading as="h2" size="4" ml="2" data-testid="calendar-title" aria-live="polite">
            {titleOf(view, anchor, language)}
          </Heading>
          {loading && <Spinner aria-hidden />}
        </Flex>
        <Flex gap="1" role="group" aria-label={t('viewLabel')}>
          {(['month', 'week'] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? 'solid' : 'soft'}
              color={view === v ? undefined : 'gray'}
              aria-pressed={view === v}
              onClick={() => onChange({ view: v })}
            >
              {t(v)}
            </Button>
          ))}
        </Flex>
      </Flex>
      <Flex gap="2" wrap="wrap" align="center" aria-label={t('filters.label')} role="group">
        {extra}
        <Filter
          label={t('filters.platform')}
          value={filters.platform}
          options={platformChoices.map((p) => [p, t(`campaigns:card.platform.${p}`)])}
          onChange={(v) => onChange({ platform: v })}
        />
        <Filter
          label={t('filters.status')}
          value={filters.status}
          options={KNOWN_STATUSES.map((s) => [s, t(`campaigns:status.${s}`, { defaultValue: s })])}
          onChange={(v) => onChange({ status: v })}
        />
        {products.length > 0 && (
          <Filter label={t('filters.product')} value={filters.product} options={products.map((p) => [p, p])} onChange={(v) => onChange({ product: v })} />
        )}
      </Flex>
    </Flex>
  );
}
