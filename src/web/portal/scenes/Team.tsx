import { Badge, Box, Button, Card, Flex, Heading, Select, Spinner, Table, Text, TextField } from '@radix-ui/themes';
import { EnvelopeClosedIcon, PersonIcon, TrashIcon } from '@radix-ui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import type { listTeam } from '../../../modules/accounts/index';
import { ApiError, api, portalFetcher } from '../../shared/api';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { Notice } from '../../shared/components/Notice';
import type { Json } from '../../shared/json';
import { useToast } from '../../shared/toast';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { formatDateTime } from '../dates';
import { usePortal } from '../hooks/usePortal';
import AccountLinks from './AccountLinks';

type TeamAnswer = Json<Awaited<ReturnType<typeof listTeam>>>;
type Role = TeamAnswer['users'][number]['role'];
const ROLES: Role[] = ['editor', 'reviewer', 'business_admin'];
const TEAM_KEY = '/api/team';

/**
 * /portal/team (issue 23): the account's users and open invitations; a business admin invites with a
 * role and removes. The same chunk answers /accept-invitation, /forgot-password and /reset-password.
 */
export default function Team() {
  const [location] = useLocation();
  return location.endsWith('/team') ? <TeamScreen /> : <AccountLinks />;
}

function TeamScreen() {
  const { t } = useTranslation('team');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout title={t('page.title')} team>
          <TeamPage />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}

// The server's message arrives in the interface's language (ApiError translates it by its key).
const describe = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

function TeamPage() {
  const { t, i18n } = useTranslation('team');
  const portal = usePortal()!;
  const toast = useToast();
  const { data, error, isLoading, mutate } = useSWR<TeamAnswer>(TEAM_KEY, portalFetcher);
  const [removing, setRemoving] = useState<{ id: number; email: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const manages = portal.user.role === 'business_admin' || portal.viewingAs;
  const language = i18n.resolvedLanguage ?? 'en';

  async function remove() {
    if (!removing) return;
    setBusy(true);
    try {
      await api(`/api/team/${removing.id}`, { method: 'DELETE' });
      toast({ title: t('page.removed'), variant: 'success' });
      await mutate();
    } catch (e) {
      toast({ title: t('page.failed'), description: describe(e, ''), variant: 'destructive' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  async function withdraw(id: number) {
    try {
      await api(`/api/team/invitations/${id}`, { method: 'DELETE' });
      toast({ title: t('page.withdrawn'), variant: 'success' });
      await mutate();
    } catch (e) {
      toast({ title: t('page.failed'), description: describe(e, ''), variant: 'destructive' });
    }
  }

  if (error && !data) return <Text color="red">{describe(error, t('page.failed'))}</Text>;
  if (isLoading || !data) return <Spinner size="3" />;

  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2" style={{ maxWidth: 720 }}>
        {t('page.intro')}
      </Text>
      <Card>
        <Heading as="h2" size="4" mb="3">
          {t('page.users')}
        </Heading>
        <Box style={{ overflowX: 'auto' }}>
          {/* On a phone the table scrolls sideways rather than breaking the addresses letter by letter. */}
          <Table.Root size="2" data-testid="team-users" style={{ minWidth: 620 }}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('page.email')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('page.role')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('page.lastSignIn')}</Table.ColumnHeaderCell>
                {manages && <Table.ColumnHeaderCell />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.users.map((user) => {
                const me = !portal.viewingAs && user.id === portal.user.id;
                return (
                  <Table.Row key={user.id} data-testid="team-user" data-email={user.email}>
                    <Table.RowHeaderCell>
                      {user.email} {me && <Text color="gray">({t('page.you')})</Text>}
                      {user.invitedAt && (
                        <Text as="div" size="1" color="gray">
                          {t('page.invited', { date: formatDateTime(user.invitedAt, language) })}
                        </Text>
                      )}
                    </Table.RowHeaderCell>
                    <Table.Cell>
                      <Badge color={user.role === 'reviewer' ? 'green' : user.role === 'editor' ? 'blue' : 'gray'}>{t(`roles.${user.role}`)}</Badge>
                    </Table.Cell>
                    <Table.Cell>{user.lastSignInAt ? formatDateTime(user.lastSignInAt, language) : t('page.never')}</Table.Cell>
                    {manages && (
                      <Table.Cell>
                        {!me && (
                          <Button size="1" variant="soft" color="red" onClick={() => setRemoving({ id: user.id, email: user.email })}>
                            <TrashIcon /> {t('page.remove')}
                          </Button>
                        )}
                      </Table.Cell>
                    )}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      </Card>

      <Card>
        <Heading as="h2" size="4" mb="3">
          {t('page.invitations')}
        </Heading>
        {data.invitations.length === 0 ? (
          <Text size="2" color="gray">
            {t('page.noInvitations')}
          </Text>
        ) : (
          <Flex direction="column" gap="2" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.invitations.map((invitation) => (
                <li key={invitation.id} data-testid="team-invitation">
                  <Flex justify="between" align="center" gap="3" wrap="wrap">
                    <Flex direction="column" style={{ minWidth: 0 }}>
                      <Text size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                        <EnvelopeClosedIcon /> {invitation.email} · {t(`roles.${invitation.role}`)}
                      </Text>
                      <Text size="1" color="gray">
                        {t('page.expires', { date: formatDateTime(invitation.expiresAt, language) })}
                      </Text>
                    </Flex>
                    {manages && (
                      <Button size="1" variant="soft" color="gray" onClick={() => void withdraw(invitation.id)}>
                        {t('page.withdraw')}
                      </Button>
                    )}
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </Card>

      {manages ? <InviteForm onSent={() => void mutate()} /> : <Notice tone="info">{t('page.onlyAdmins')}</Notice>}

      <ConfirmDialog
        open={!!removing}
        title={t('page.removeTitle', { email: removing?.email ?? '' })}
        text={t('page.removeText')}
        confirmLabel={t('page.remove')}
        cancelLabel={i18n.t('portal:common.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
        busy={busy}
      />
    </Flex>
  );
}

function InviteForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('team');
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSending(true);
    try {
      const answer = await api<{ invitation: { email: string } }>('/api/team/invitations', { body: { email: email.trim(), role } });
      toast({ title: t('page.sent', { email: answer.invitation.email }), variant: 'success' });
      setEmail('');
      onSent();
    } catch (e) {
      setError(describe(e, t('page.failed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card>
      <form onSubmit={send} noValidate>
        <Flex direction="column" gap="3">
          <Box>
            <Heading as="h2" size="4">
              <PersonIcon /> {t('page.invite')}
            </Heading>
            <Text as="p" size="2" color="gray" mt="1">
              {t('page.inviteHint')}
            </Text>
          </Box>
          <Flex gap="3" wrap="wrap" align="end">
            <Box style={{ flex: '1 1 240px' }}>
              <Text as="label" htmlFor="invite-email" size="2" weight="medium">
                {t('page.email')}
              </Text>
              <TextField.Root
                id="invite-email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder={t('page.invitePlaceholder')}
                mt="1"
                aria-invalid={!!error}
              />
            </Box>
            <Box style={{ flex: '0 1 220px' }}>
              <Text as="label" htmlFor="invite-role" id="invite-role-label" size="2" weight="medium">
                {t('page.role')}
              </Text>
              <Box mt="1">
                <Select.Root value={role} onValueChange={(value) => setRole(value as Role)}>
                  <Select.Trigger id="invite-role" aria-labelledby="invite-role-label" style={{ width: '100%' }} />
                  <Select.Content>
                    {ROLES.map((r) => (
                      <Select.Item key={r} value={r}>
                        {t(`roles.${r}`)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Box>
            </Box>
            <Button type="submit" disabled={sending || !email.trim()}>
              {sending ? t('page.sending') : t('page.send')}
            </Button>
          </Flex>
          <Text size="1" color="gray">
            {t(`roleHints.${role}`)}
          </Text>
          {error && (
            <Notice tone="error" size="1" role="alert">
              {error}
            </Notice>
          )}
        </Flex>
      </form>
    </Card>
  );
}
