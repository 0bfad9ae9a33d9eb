import { Box, Button, Card, Flex, Grid, Select, Spinner, Switch, Text, TextField } from '@radix-ui/themes';
import { UploadIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import * as v from 'valibot';
import { CompanyFormSchema, COMPANY_DEFAULTS } from '../../../modules/accounts/company-info-schema';
import { api, ApiError, portalFetcher, tokens } from '../../shared/api';
import { issueMessage } from '../../shared/messages';
import { setLanguage, type UiLanguage } from '../../shared/i18n';
import { useToast } from '../../shared/toast';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { browserTimeZone, formatDateTime, timeZones, utcTimeToLocal, zonedTimeToUtc } from '../dates';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { SETUP_STATUS_KEY, usePortal, useUploadMaxMb } from '../hooks/usePortal';
import { refuseImageFile } from '../image-file';
import { BestTimeHint } from '../components/BestTimeHint';

interface CompanyInfo {
  companyName: string;
  location: string;
  postFrequencyDays: number;
  scheduledTime: string;
  /** The wall time in `timezone` (what the clinic chose). */
  scheduledLocalTime: string;
  timezone: string | null;
  logoUrl: string | null;
  uiLanguage: UiLanguage;
  contentLanguage: UiLanguage;
  requireApproval?: boolean;
  updatedAt?: string;
}

// The interface language is not the form's: it is the account's, shown and changed live (as the header's switcher does).
type Form = {
  companyName: string;
  location: string;
  postFrequencyDays: string;
  scheduledTime: string;
  /** The clinic's IANA zone: the posting time is a wall time there (the browser's until chosen). */
  timezone: string;
  logoUrl: string;
  contentLanguage: UiLanguage;
  /** Medical sign-off (issue 23): on for new accounts. */
  requireApproval: boolean;
};
type Field = keyof Form;

/**
 * A field with its label tied to the control (`id`: the input's id, or the Select trigger's) and
 * the hint or error as the control's description (`${id}-hint`), so a screen reader names each field.
 */
function FieldRow({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="label" htmlFor={id} id={`${id}-label`} size="2" weight="medium" mb="1" style={{ display: 'block' }}>
        {label}
      </Text>
      {children}
      {hint && !error && (
        <Text as="div" id={`${id}-hint`} size="1" color="gray" mt="1">
          {hint}
        </Text>
      )}
      {error && (
        <Text as="div" id={`${id}-hint`} size="1" color="red" mt="1" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}

function SetupForm() {
  const { t, i18n } = useTranslation('portal');
  const { t: tTeam } = useTranslation('team');
  const toast = useToast();
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const portal = usePortal()!;
  const { data, error, isLoading } = useSWR<{ success: boolean; companyInfo: CompanyInfo | null }>('/api/v2/company-info', portalFetcher);
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [uploadingLogo, setUploadingLogo] = useState(false);
  const logoInput = useRef<HTMLInputElement>(null);
  const uploadMaxMb = useUploadMaxMb();
  /** The form as last loaded or saved: what "unsaved changes" are measured against. */
  const [initial, setInitial] = useState<Form | null>(null);
  /** After the posting time or rhythm changed: how many future posts could move to it, the time, and (rhythm) the rhythm and the days they span. */
  const [offerMove, setOfferMove] = useState<(MoveAnswer & { rhythm: boolean }) | null>(null);
  const [moving, setMoving] = useState(false);
  const dirty = !!form && !!initial && JSON.stringify(form) !== JSON.stringify(initial);
  const leaveGuard = useLeaveGuard(dirty);

  // Prefill once from the saved company info, else the §5 defaults (the content language from the account).
  useEffect(() => {
    if (form || !data) return;
    const c = data.companyInfo;
    const loaded: Form = {
      companyName: c?.companyName ?? '',
      location: c?.location ?? '',
      postFrequencyDays: String(c?.postFrequencyDays ?? COMPANY_DEFAULTS.postFrequencyDays),
      // The saved wall time in the saved zone; an account saved before it had a zone: today's UTC time shown locally.
      scheduledTime: c ? (c.timezone ? c.scheduledLocalTime : utcTimeToLocal(c.scheduledTime)) : COMPANY_DEFAULTS.scheduledTime,
      timezone: c?.timezone ?? browserTimeZone(),
      logoUrl: c?.logoUrl ?? '',
      contentLanguage: c?.contentLanguage ?? portal.account.contentLanguage ?? COMPANY_DEFAULTS.contentLanguage,
      requireApproval: c?.requireApproval ?? true,
    };
    setForm(loaded);
    setInitial(loaded);
  }, [data, form, portal.account.contentLanguage]);

  if (error) return <Text color="red">{t('common.loadError')}</Text>;
  if (isLoading || !form) return <Spinner size="3" />;

  const set = (field: Exclude<Field, 'requireApproval'>) => (value: string) => setForm((f) => ({ ...f!, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(CompanyFormSchema, form);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.issues) {
        const field = issue.path?.[0]?.key as Field;
        next[field] ??= issueMessage(issue);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    if (!tokens.forArea('portal')) {
      navigate('/business/login');
      return;
    }
    setSaving(true);
    try {
      const body = { ...parsed.output, scheduledTime: zonedTimeToUtc(parsed.output.scheduledTime, form!.timezone), timezone: form!.timezone };
      const answer = await api<{ success: boolean; message?: string }>('/api/v2/company-info', { method: 'POST', body });
      if (!answer.success) throw new Error('Failed to save company information');
      toast({ title: t('setup.settingsSaved'), variant: 'success' });
      const timeChanged = !!data?.companyInfo && (initial?.scheduledTime !== form!.scheduledTime || initial?.timezone !== form!.timezone);
      const rhythm = !!data?.companyInfo && Number(initial?.postFrequencyDays) !== Number(form!.postFrequencyDays);
      setInitial(form);
      await Promise.all([mutate('/api/v2/company-info'), mutate(SETUP_STATUS_KEY)]);
      // The posting time or rhythm changed: the posts already planned may follow it (asked, not done silently; issue 24).
      if (timeChanged || rhythm) {
        const count = await api<MoveAnswer>('/api/bulk-posts/move-to-posting-time', { method: 'POST', body: { dryRun: true, rhythm } }).catch(() => null);
        if (count && count.moved > 0) setOfferMove({ ...count, rhythm });
      }
    } catch (e) {
      // A session that ended (401, or the token refused by its key) signs in again.
      if (e instanceof ApiError && (e.status === 401 || e.messageKey === 'http.invalidToken')) {
        tokens.clearBusiness();
        navigate('/business/login');
        return;
      }
      // The server's message (in the UI language) beside its field.
      if (e instanceof ApiError && e.status === 400 && e.serverMessage) {
        const field = (e.body as { field?: Field } | undefined)?.field;
        if (field) setErrors({ [field]: e.serverMessage });
      }
      toast({ title: t('setup.errorSaving'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  // A business user sees the language in force (the account's, else this browser's); an admin viewing
  // an account sees and changes the client's setting without switching its own screen.
  const uiLanguage: UiLanguage = portal.account.uiLanguage ?? (portal.viewingAs ? COMPANY_DEFAULTS.uiLanguage : i18n.resolvedLanguage === 'el' ? 'el' : 'en');
  function changeUiLanguage(value: string) {
    const language = value as UiLanguage;
    if (!portal.viewingAs) setLanguage(language);
    void portal.saveUiLanguage(language);
  }

  async function moveFuturePosts() {
    setMoving(true);
    try {
      const rhythm = !!offerMove?.rhythm;
      const answer = await api<MoveAnswer>('/api/bulk-posts/move-to-posting-time', { method: 'POST', body: { rhythm } });
      toast({
        title: rhythm ? t('setup.movedPostsRhythm', { count: answer.moved }) : t('setup.movedPosts', { count: answer.moved, time: answer.time }),
        variant: 'success',
      });
      await mutate((key) => typeof key === 'string' && key.startsWith('/api/bulk-posts'));
    } catch (e) {
      toast({ title: t('setup.moveFailed'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setMoving(false);
      setOfferMove(null);
    }
  }

  /** Setup's logo upload: checked in the browser, stored by the server; the form keeps its address until Save. */
  async function uploadLogo(file: File | undefined) {
    if (logoInput.current) logoInput.current.value = '';
    if (!file) return;
    const refused = refuseImageFile(file, uploadMaxMb);
    if (refused) {
      setErrors((x) => ({ ...x, logoUrl: t(`products.imageRefused.${refused}`, { max: uploadMaxMb }) }));
      return;
    }
    setUploadingLogo(true);
    try {
      const body = new FormData();
      body.append('image', file);
      const answer = await api<{ logoUrl: string }>('/api/v2/company-info/logo', { method: 'POST', body });
      setForm((f) => ({ ...f!, logoUrl: answer.logoUrl }));
      setErrors((x) => ({ ...x, logoUrl: undefined }));
      toast({ title: t('setup.logoUploaded'), description: t('setup.logoUploadedHint'), variant: 'success' });
    } catch (e) {
      setErrors((x) => ({ ...x, logoUrl: e instanceof ApiError ? e.serverMessage : t('setup.logoUploadFailed') }));
    } finally {
      setUploadingLogo(false);
    }
  }

  const saved = data?.companyInfo;
  return (
    <Card size="3">
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="4">
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <FieldRow id="setup-company-name" label={t('setup.companyName')} error={errors.companyName}>
              <TextField.Root
                id="setup-company-name"
                aria-describedby={errors.companyName ? 'setup-company-name-hint' : undefined}
                name="companyName"
                value={form.companyName}
                onChange={(e) => set('companyName')(e.target.value)}
                placeholder={t('setup.companyNamePlaceholder')}
                aria-invalid={!!errors.companyName}
              />
            </FieldRow>
            <FieldRow id="setup-location" label={t('setup.location')} error={errors.location}>
              <TextField.Root
                id="setup-location"
                aria-describedby={errors.location ? 'setup-location-hint' : undefined}
                name="location"
                value={form.location}
                onChange={(e) => set('location')(e.target.value)}
                placeholder={t('setup.locationPlaceholder')}
                aria-invalid={!!errors.location}
              />
            </FieldRow>
          </Grid>
          <FieldRow id="setup-logo-url" label={t('setup.logo')} hint={t('setup.logoHint')} error={errors.logoUrl}>
            <Flex gap="2" wrap="wrap">
              <Box style={{ flex: 1, minWidth: 200 }}>
                <TextField.Root
                  id="setup-logo-url"
                  aria-describedby="setup-logo-url-hint"
                  name="logoUrl"
                  type="url"
                  value={form.logoUrl}
                  onChange={(e) => set('logoUrl')(e.target.value)}
                  placeholder="https://"
                  aria-invalid={!!errors.logoUrl}
                />
              </Box>
              <input
                ref={logoInput}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                hidden
                data-testid="logo-upload-input"
                onChange={(e) => void uploadLogo(e.target.files?.[0])}
              />
              <Button type="button" variant="soft" onClick={() => logoInput.current?.click()} disabled={uploadingLogo}>
                {uploadingLogo ? <Spinner /> : <UploadIcon />} {t('setup.uploadLogo')}
              </Button>
            </Flex>
          </FieldRow>
          {form.logoUrl && /^(https?:\/\/|\/uploads\/)/.test(form.logoUrl) && !errors.logoUrl && (
            <img src={form.logoUrl} alt={t('setup.logoPreview')} style={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain', alignSelf: 'flex-start' }} />
          )}
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <FieldRow id="setup-post-frequency" label={t('setup.postFrequency')} hint={t('setup.postFrequencyHint')} error={errors.postFrequencyDays}>
              <TextField.Root
                id="setup-post-frequency"
                aria-describedby="setup-post-frequency-hint"
                name="postFrequencyDays"
                type="number"
                min={1}
                max={30}
                value={form.postFrequencyDays}
                onChange={(e) => set('postFrequencyDays')(e.target.value)}
                aria-invalid={!!errors.postFrequencyDays}
              />
            </FieldRow>
            <FieldRow
              id="setup-scheduled-time"
              label={t('setup.scheduledTime')}
              hint={t('setup.scheduledTimeHint', { zone: form.timezone })}
              error={errors.scheduledTime}
            >
              <TextField.Root
                id="setup-scheduled-time"
                aria-describedby="setup-scheduled-time-hint"
                name="scheduledTime"
                value={form.scheduledTime}
                onChange={(e) => set('scheduledTime')(e.target.value)}
                placeholder="09:00"
                inputMode="numeric"
                maxLength={5}
                aria-invalid={!!errors.scheduledTime}
              />
              <BestTimeHint current={form.scheduledTime} onUse={set('scheduledTime')} />
            </FieldRow>
            <FieldRow id="setup-timezone" label={t('setup.timezone')} hint={t('setup.timezoneHint')}>
              <Select.Root value={form.timezone} onValueChange={set('timezone')} name="timezone">
                <Select.Trigger id="setup-timezone" aria-label={t('setup.timezone')} aria-describedby="setup-timezone-hint" />
                <Select.Content position="popper" style={{ maxHeight: 320 }}>
                  {timeZones(form.timezone).map((zone) => (
                    <Select.Item key={zone} value={zone}>
                      {zone.replace(/_/g, ' ')}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </FieldRow>
            <FieldRow id="setup-ui-language" label={t('setup.uiLanguage')} hint={t('setup.uiLanguageHint')}>
              <Select.Root value={uiLanguage} onValueChange={changeUiLanguage} name="uiLanguage">
                <Select.Trigger id="setup-ui-language" aria-label={t('setup.uiLanguage')} aria-describedby="setup-ui-language-hint" />
                <Select.Content>
                  <Select.Item value="en">{t('setup.languages.en')}</Select.Item>
                  <Select.Item value="el">{t('setup.languages.el')}</Select.Item>
                </Select.Content>
              </Select.Root>
            </FieldRow>
            <FieldRow id="setup-content-language" label={t('setup.contentLanguage')} hint={t('setup.contentLanguageHint')}>
              <Select.Root value={form.contentLanguage} onValueChange={set('contentLanguage')} name="contentLanguage">
                <Select.Trigger id="setup-content-language" aria-label={t('setup.contentLanguage')} aria-describedby="setup-content-language-hint" />
                <Select.Content>
                  <Select.Item value="en">{t('setup.languages.en')}</Select.Item>
                  <Select.Item value="el">{t('setup.languages.el')}</Select.Item>
                </Select.Content>
              </Select.Root>
            </FieldRow>
          </Grid>
          <Flex gap="3" align="start" data-testid="setup-require-approval">
            <Switch
              id="setup-require-approval"
              checked={form.requireApproval}
              onCheckedChange={(checked) => setForm((f) => ({ ...f!, requireApproval: checked }))}
              aria-describedby="setup-require-approval-hint"
              mt="1"
            />
            <Box>
              <Text as="label" htmlFor="setup-require-approval" size="2" weight="medium">
                {tTeam('setup.requireApproval')}
              </Text>
              <Text as="div" id="setup-require-approval-hint" size="1" color="gray" mt="1" style={{ maxWidth: 640 }}>
                {tTeam('setup.requireApprovalHint')}
              </Text>
            </Box>
          </Flex>
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Text size="1" color="gray">
              {saved?.updatedAt ? t('setup.lastSaved', { date: formatDateTime(saved.updatedAt, i18n.resolvedLanguage ?? 'en') }) : t('setup.notSavedYet')}
            </Text>
            <Button type="submit" size="3" disabled={saving}>
              {saving ? t('setup.saving') : t('setup.save')}
            </Button>
          </Flex>
        </Flex>
      </form>
      <ConfirmDialog
        open={offerMove !== null}
        variant="default"
        title={t('setup.moveTitle')}
        text={
          offerMove?.rhythm
            ? t('setup.moveRhythmBody', {
                count: offerMove.moved,
                time: offerMove.time,
                rhythm: t('setup.rhythmEvery', { count: offerMove.every ?? 1 }),
                first: dayLabel(offerMove.firstDay),
                last: dayLabel(offerMove.lastDay),
              })
            : t('setup.moveBody', { count: offerMove?.moved ?? 0, time: offerMove?.time ?? '' })
        }
        confirmLabel={t('setup.moveConfirm', { count: offerMove?.moved ?? 0 })}
        cancelLabel={offerMove?.rhythm ? t('setup.moveKeepDays') : t('setup.moveKeep')}
        busy={moving}
        onConfirm={() => void moveFuturePosts()}
        onCancel={() => setOfferMove(null)}
      />
      <ConfirmDialog
        open={leaveGuard.pending !== null}
        title={t('setup.leaveTitle')}
        text={t('setup.leaveBody')}
        confirmLabel={t('setup.leaveConfirm')}
        cancelLabel={t('setup.leaveStay')}
        onConfirm={leaveGuard.leave}
        onCancel={leaveGuard.stay}
      />
    </Card>
  );
}

/** What POST /api/bulk-posts/move-to-posting-time answers: how many posts move, to which time and (rhythm) every how many days, from which day to which. */
interface MoveAnswer {
  moved: number;
  time: string;
  every: number | null;
  firstDay: string | null;
  lastDay: string | null;
}

/** A local day (yyyy-MM-dd) as the portal writes dates (dd/MM/yyyy). */
const dayLabel = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

/** Step 1 Setup (business-portal.md §2, §5): company details, posting rhythm and languages. */
export default function Setup() {
  const { t } = useTranslation('portal');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout step="setup" title={t('setup.title')}>
          <Text as="p" mb="4">
            {t('setup.intro')}
          </Text>
          <SetupForm />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
