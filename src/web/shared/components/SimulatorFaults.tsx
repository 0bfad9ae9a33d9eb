import { Badge, Button, Card, Flex, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { LightningBoltIcon, TrashIcon } from '@radix-ui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { adminFetcher, api, ApiError } from '../api';
import { useToast } from '../toast';

interface Fault {
  id: number;
  kind: string;
  operation: string;
  remaining: number | null;
}

const KINDS = ['rate_limit', 'transient', 'no_answer', 'token_expired', 'container_error', 'delete_unsupported'] as const;
// The simulator's operation names (what a fault is switched on for).
const OPERATIONS = [
  'any',
  'accounts',
  'permissions',
  'photos',
  'feed',
  'media',
  'container_status',
  'media_publish',
  'content_publishing_limit',
  'delete',
  'oauth',
] as const;
const KEY = '/api/simulator/faults';

/** Admins: switch the simulator's faults on (rate limit, 500, a publish that never answers, 190/463...) and clear them. */
export function SimulatorFaults() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data, mutate } = useSWR<{ faults: Fault[] }>(KEY, adminFetcher);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('rate_limit');
  const [operation, setOperation] = useState<(typeof OPERATIONS)[number]>('any');
  const [times, setTimes] = useState('1');
  const [busy, setBusy] = useState(false);
  const faults = data?.faults ?? [];

  async function add(event: FormEvent) {
    event.preventDefault();
    const count = times.trim() === '' ? null : Number(times);
    if (count !== null && (!Number.isInteger(count) || count < 1 || count > 1000)) {
      toast({ title: t('simulator.faults.timesInvalid'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const answer = await api<{ faults: Fault[] }>(KEY, { method: 'POST', area: 'admin', body: { kind, operation, times: count } });
      await mutate(answer, { revalidate: false });
      toast({ title: t('simulator.faults.added'), variant: 'success' });
    } catch (e) {
      toast({ title: t('simulator.faults.failed'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function clear() {
    setBusy(true);
    try {
      await api(KEY, { method: 'DELETE', area: 'admin' });
      await mutate({ faults: [] }, { revalidate: false });
      toast({ title: t('simulator.faults.cleared'), variant: 'success' });
    } catch (e) {
      toast({ title: t('simulator.faults.failed'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card size="2" mb="5" data-testid="simulator-faults">
      <Flex align="center" gap="2" mb="2">
        <LightningBoltIcon />
        <Heading as="h2" size="4">
          {t('simulator.faults.title')}
        </Heading>
      </Flex>
      <Text as="p" size="2" color="gray" mb="3">
        {t('simulator.faults.intro')}
      </Text>
      <form onSubmit={add}>
        <Flex gap="3" wrap="wrap" align="end">
          <Flex direction="column" gap="1">
            <Text as="span" size="1" weight="medium">
              {t('simulator.faults.kind')}
            </Text>
            <Select.Root value={kind} onValueChange={(v) => setKind(v as typeof kind)}>
              <Select.Trigger aria-label={t('simulator.faults.kind')} />
              <Select.Content>
                {KINDS.map((k) => (
                  <Select.Item key={k} value={k}>
                    {t(`simulator.faults.kinds.${k}`)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="span" size="1" weight="medium">
              {t('simulator.faults.operation')}
            </Text>
            <Select.Root value={operation} onValueChange={(v) => setOperation(v as typeof operation)}>
              <Select.Trigger aria-label={t('simulator.faults.operation')} />
              <Select.Content>
                {OPERATIONS.map((o) => (
                  <Select.Item key={o} value={o}>
                    {o === 'any' ? t('simulator.faults.anyOperation') : o}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1" style={{ width: 120 }}>
            <Text as="label" htmlFor="fault-times" size="1" weight="medium">
              {t('simulator.faults.times')}
            </Text>
            <TextField.Root id="fault-times" type="number" min={1} max={1000} value={times} onChange={(e) => setTimes(e.target.value)} placeholder="∞" />
          </Flex>
          <Button type="submit" disabled={busy}>
            <LightningBoltIcon /> {t('simulator.faults.add')}
          </Button>
          <Button type="button" variant="soft" color="gray" onClick={() => void clear()} disabled={busy || faults.length === 0}>
            <TrashIcon /> {t('simulator.faults.clear')}
          </Button>
        </Flex>
        <Text as="p" size="1" color="gray" mt="1">
          {t('simulator.faults.timesHint')}
        </Text>
      </form>
      <Flex direction="column" gap="1" mt="3" data-testid="active-faults">
        {faults.length === 0 ? (
          <Text size="2" color="gray">
            {t('simulator.faults.none')}
          </Text>
        ) : (
          faults.map((f) => (
            <Flex key={f.id} gap="2" align="center" wrap="wrap">
              <Badge color="amber">{t(`simulator.faults.kinds.${f.kind}`, { defaultValue: f.kind })}</Badge>
              <Text size="2">{f.operation === 'any' ? t('simulator.faults.anyOperation') : f.operation}</Text>
              <Text size="1" color="gray">
                {f.remaining === null ? t('simulator.faults.untilCleared') : t('simulator.faults.remaining', { count: f.remaining })}
              </Text>
            </Flex>
          ))
        )}
      </Flex>
    </Card>
  );
}
