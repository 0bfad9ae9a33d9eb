import { Avatar, Box, Button, Card, Flex, Grid, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTION_FOLD, CAPTION_MAX, feedRatio, HASHTAGS_MAX } from '../../../../modules/publishing/feed-limits';
import { Notice } from '../../../shared/components/Notice';
import { imageSrc } from '../../products';

const HASHTAG = /(#[\p{L}\p{N}_]+)/gu;

/** The text with its hashtags styled as the platforms show them (links in their blue). */
function Styled({ text }: { text: string }) {
  return (
    <>
      {text.split(HASHTAG).map((part, i) =>
        part.startsWith('#') && i % 2 === 1 ? (
          <Text key={i} color="blue" data-testid="preview-hashtag">
            {part}
          </Text>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The image as publishing crops it: its own ratio brought within 4:5..1.91:1 (publishing centres the crop on the most interesting part; the preview on the middle). */
function CroppedImage({ src, alt }: { src?: string; alt: string }) {
  const [ratio, setRatio] = useState<number | null>(null);
  if (!src) return null;
  return (
    <Box
      style={{ aspectRatio: String(ratio ?? 1), overflow: 'hidden', background: 'var(--gray-a3)' }}
      data-testid="preview-image"
      data-ratio={ratio?.toFixed(2)}
    >
      <img
        src={src}
        alt={alt}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        onLoad={(e) => setRatio(feedRatio(e.currentTarget.naturalWidth, e.currentTarget.naturalHeight))}
      />
    </Box>
  );
}

/**
 * The post as it will appear on a Facebook Page and in an Instagram feed, side by side (issue 20):
 * the name and picture, the image cropped as publishing crops it, Instagram's caption cut after
 * about 125 characters with "… more", hashtags styled, and Instagram's limits checked.
 */
export function PostPreview({ content, image, name }: { content: string; image: string | null; name: string }) {
  const { t } = useTranslation('campaigns');
  const [more, setMore] = useState(false);
  const hashtags = content.match(HASHTAG)?.length ?? 0;
  const cut = content.length > CAPTION_FOLD && !more;
  const src = imageSrc(image);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Box mt="3" data-testid="post-preview">
      {(content.length > CAPTION_MAX || hashtags > HASHTAGS_MAX) && (
        <Notice tone="warning" icon={<ExclamationTriangleIcon />} size="1" mb="2" role="alert" data-testid="preview-limits">
          {[
            content.length > CAPTION_MAX ? t('preview.tooLong', { count: content.length, max: CAPTION_MAX }) : '',
            hashtags > HASHTAGS_MAX ? t('preview.tooManyHashtags', { count: hashtags, max: HASHTAGS_MAX }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </Notice>
      )}
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <Card size="1" data-testid="preview-facebook">
          <Flex align="center" gap="2" mb="2">
            <Avatar size="2" radius="full" fallback={initial} />
            <Box>
              <Text as="div" size="2" weight="bold">
                {name}
              </Text>
              <Text as="div" size="1" color="gray">
                {t('preview.facebook')}
              </Text>
            </Box>
          </Flex>
          <Text as="p" size="2" mb="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Styled text={content} />
          </Text>
          <CroppedImage src={src} alt={name} />
        </Card>
        <Card size="1" data-testid="preview-instagram">
          <Flex align="center" gap="2" mb="2">
            <Avatar size="2" radius="full" fallback={initial} />
            <Text size="2" weight="bold">
              {name}
            </Text>
          </Flex>
          <CroppedImage src={src} alt={name} />
          <Text as="p" size="2" mt="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="preview-caption">
            <Text weight="bold">{name}</Text> <Styled text={cut ? content.slice(0, CAPTION_FOLD).trimEnd() : content} />
            {cut && (
              <>
                {'… '}
                <Button variant="ghost" size="1" color="gray" onClick={() => setMore(true)}>
                  {t('preview.more')}
                </Button>
              </>
            )}
          </Text>
        </Card>
      </Grid>
    </Box>
  );
}
