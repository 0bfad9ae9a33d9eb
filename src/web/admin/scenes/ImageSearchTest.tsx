import { Badge, Box, Button, Card, Flex, Grid, Link as RLink, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { ImageIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../shared/api';
import { useToast } from '../../shared/toast';
import { AdminGuard } from '../components/AdminGuard';
import { DashboardFrame } from '../components/DashboardFrame';
import type { ImageSearchResult } from '../../../modules/catalog/index';
import { FieldError } from '../components/FieldError';
import { Notice } from '../../shared/components/Notice';
import { PageHeader } from '../../shared/components/PageHeader';

/** POST /api/search-product-images: catalog's ImageSearchResult, with the route's success flag and the quota or null. */
interface SearchAnswer extends Omit<ImageSearchResult, 'quota'> {
  success: boolean;
  quota?: ImageSearchResult['quota'] | null;
  error?: string;
}

const relevanceColor = { high: 'green', medium: 'amber', low: 'gray' } as const;

/** admin-area.md §2 "Image search test page" (/admin/image-test). */
export default function ImageSearchTest() {
  return <AdminGuard>{() => <DashboardFrame section="image-test">{<ImageSearchPanel />}</DashboardFrame>}</AdminGuard>;
}

function ImageSearchPanel() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [result, setResult] = useState<SearchAnswer | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('imageTest.nameRequired'));
      return;
    }
    setNameError(null);
    setSearching(true);
    try {
      const answer = await api<SearchAnswer>('/api/search-product-images', {
        body: { productName: name.trim(), description: description.trim() },
        area: 'admin',
      });
      if (answer.success === false) throw new Error(answer.error);
      setResult(answer);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : (error as Error).message;
      toast({ title: t('imageTest.failed'), description: message || undefined, variant: 'destructive' });
    } finally {
      setSearching(false);
    }
  }

  return (
    <Box>
      <PageHeader title={t('imageTest.title')} description={t('imageTest.subtitle')} />
      <Card size="2" mb="4">
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('imageTest.name')} *
              </Text>
              <TextField.Root
                name="productName"
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder={t('imageTest.namePlaceholder')}
                aria-invalid={!!nameError}
              />
              {nameError && <FieldError text={nameError} />}
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('imageTest.description')}
              </Text>
              <TextArea
                name="description"
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                placeholder={t('imageTest.descriptionPlaceholder')}
              />
            </label>
            <Flex justify="between" align="center" wrap="wrap" gap="2">
              <Notice tone="info" size="1" variant="surface">
                {t('imageTest.notes')}
              </Notice>
              <Button type="submit" disabled={searching}>
                {searching ? <Spinner /> : <MagnifyingGlassIcon />} {searching ? t('imageTest.searching') : t('imageTest.search')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>
      {result && (
        <Box>
          <Flex gap="3" mb="3" wrap="wrap" align="center">
            <Text size="2" weight="medium">
              {t('imageTest.summary', { found: result.totalFound, ranked: result.totalRanked, shown: result.images.length })}
            </Text>
            {result.quota && <Badge color="gray">{t('imageTest.quota', { used: result.quota.used, limit: result.quota.limit })}</Badge>}
          </Flex>
          {result.searchNote && (
            <Text as="p" size="1" color="gray" mb="3">
              {result.searchNote}
            </Text>
          )}
          {result.images.length === 0 ? (
            <Text color="gray">{t('imageTest.noResults')}</Text>
          ) : (
            <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="3">
              {result.images.map((image) => (
                <ResultCard key={image.id} image={image} />
              ))}
            </Grid>
          )}
        </Box>
      )}
    </Box>
  );
}

function ResultCard({ image }: { image: ImageSearchResult['images'][number] }) {
  const { t } = useTranslation('admin');
  const [broken, setBroken] = useState(false);
  return (
    <Card data-testid="image-result">
      <Box style={{ aspectRatio: '4 / 3', background: 'var(--gray-3)', borderRadius: 'var(--radius-2)', overflow: 'hidden' }}>
        {broken ? (
          <Flex direction="column" align="center" justify="center" gap="1" style={{ height: '100%' }} data-testid="image-placeholder">
            <ImageIcon width={32} height={32} color="var(--gray-8)" />
            <Text size="1" color="gray">
              {t('imageTest.unavailable')}
            </Text>
          </Flex>
        ) : (
          <img src={image.url} alt={image.description} onError={() => setBroken(true)} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        )}
      </Box>
      <Flex gap="2" mt="2" wrap="wrap">
        <Badge color={image.quality === 'professional' ? 'iris' : 'gray'}>{t(`imageTest.quality.${image.quality}`)}</Badge>
        <Badge color={relevanceColor[image.relevance]}>{t(`imageTest.relevance.${image.relevance}`)}</Badge>
      </Flex>
      <Text as="p" size="2" mt="2">
        {image.description}
      </Text>
      <Text as="div" size="1" color="gray" mt="1">
        {t('imageTest.source')}: {image.source}
      </Text>
      {image.originalUrl && (
        <Text as="div" size="1" mt="1" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          <RLink href={image.originalUrl} target="_blank" rel="noopener noreferrer">
            {image.originalUrl}
          </RLink>
        </Text>
      )}
    </Card>
  );
}
