import { Badge, Box, Card, Flex, Grid, Heading, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CatalogueImages } from '../../../modules/catalog/index';
import { adminFetcher } from '../../shared/api';
import type { Json } from '../../shared/json';
import { formatDate } from '../../portal/dates';
import { AdminGuard } from '../components/AdminGuard';
import { DashboardFrame } from '../components/DashboardFrame';
import { LIST_SWR as listSWR } from '../hooks/listOptions';

type Answer = Json<CatalogueImages>;
type Image = Answer['images'][number];

/** /admin/media (issue 21): the catalogue's images with the products that use them, and the catalogue's files no product uses. */
export default function AdminMediaScreen() {
  return <AdminGuard>{() => <DashboardFrame section="media">{<AdminMedia />}</DashboardFrame>}</AdminGuard>;
}

const sizeOf = (bytes: number | null) =>
  bytes === null ? '' : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;

function AdminMedia() {
  const { t } = useTranslation('media');
  const { data, error } = useSWR<Answer>('/api/admin/media', adminFetcher, listSWR);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase();
  const images = (data?.images ?? []).filter((i) => !needle || i.products.some((p) => p.name.toLocaleLowerCase().includes(needle)));
  if (error && !data)
    return (
      <Text color="red" role="alert">
        {t('admin.loadFailed')}
      </Text>
    );
  if (!data)
    return (
      <Flex justify="center" py="6">
        <Spinner size="3" />
      </Flex>
    );
  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2" style={{ maxWidth: 760 }}>
        {t('admin.intro')}
      </Text>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="4">
          {t('admin.images', { count: data.images.length })}
        </Heading>
        <TextField.Root value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('admin.filterPlaceholder')} aria-label={t('admin.filter')}>
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
      </Flex>
      <Grid columns={{ initial: '2', md: '3', lg: '4' }} gap="3">
        {images.map((image) => (
          <ImageCard key={image.path} image={image} />
        ))}
      </Grid>
      <Heading as="h2" size="4" mt="4">
        {t('admin.unused', { count: data.unused.length })}
      </Heading>
      <Text as="p" size="2" color="gray">
        {data.unused.length ? t('admin.unusedIntro') : t('admin.unusedNone')}
      </Text>
      {!data.storeListed && (
        <Text as="p" size="2" color="gray">
          {t('admin.notListed')}
        </Text>
      )}
      <Grid columns={{ initial: '2', md: '3', lg: '4' }} gap="3" data-testid="unused-images">
        {data.unused.map((image) => (
          <ImageCard key={image.path} image={image} namedElsewhere={image.namedElsewhere} />
        ))}
      </Grid>
    </Flex>
  );
}

function ImageCard({ image, namedElsewhere }: { image: Image; namedElsewhere?: number }) {
  const { t, i18n } = useTranslation('media');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card data-testid="catalogue-image" data-path={image.path}>
      <Flex direction="column" gap="2">
        <Box style={{ aspectRatio: '4 / 3', background: 'var(--gray-a3)', borderRadius: 'var(--radius-2)', overflow: 'hidden' }}>
          <img src={image.path} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
        </Box>
        <Text size="1" color="gray">
          {[sizeOf(image.size), image.createdAt ? formatDate(image.createdAt, language) : ''].filter(Boolean).join(' · ')}
        </Text>
        {image.products.length > 0 && (
          <Box>
            <Text as="div" size="2" weight="medium">
              {t('admin.usedBy')}
            </Text>
            <Flex direction="column" gap="1" mt="1">
              {image.products.map((p) => (
                <Flex key={p.id} gap="2" align="center" wrap="wrap">
                  <Text size="2">{p.name}</Text>
                  {p.status !== 'active' && <Badge color={p.status === 'draft' ? 'amber' : 'gray'}>{t(`admin.productStatus.${p.status}`, p.status)}</Badge>}
                  {p.createdByAccountId !== null && <Badge color="iris">{t('admin.clinicDraft')}</Badge>}
                </Flex>
              ))}
            </Flex>
          </Box>
        )}
        {namedElsewhere !== undefined && namedElsewhere > 0 && (
          <Text size="2" color="amber">
            {t('admin.namedElsewhere', { count: namedElsewhere })}
          </Text>
        )}
      </Flex>
    </Card>
  );
}
