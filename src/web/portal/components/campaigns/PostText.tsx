import { Box, Button, Flex, Spinner, Text, TextArea } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** The post's text as it will go out; a spinner over it while a new one is written. */
export function PostText({ content, regenerating }: { content: string; regenerating: boolean }) {
  const { t } = useTranslation('campaigns');
  return (
    <Box mt="3" style={{ position: 'relative' }}>
      <pre
        aria-label={t('card.textLabel')}
        data-testid="post-text"
        style={{
          margin: 0,
          padding: 'var(--space-3)',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'inherit',
          fontSize: 'var(--font-size-2)',
          lineHeight: 'var(--line-height-2)',
          background: 'var(--gray-a2)',
          border: '1px solid var(--gray-a4)',
          borderRadius: 'var(--radius-3)',
          opacity: regenerating ? 0.5 : 1,
        }}
      >
        {content}
      </pre>
      {regenerating && (
        <Flex position="absolute" inset="0" align="center" justify="center" gap="2">
          <Spinner /> <Text size="2">{t('card.regenerating')}</Text>
        </Flex>
      )}
    </Box>
  );
}

/** Editing the text: an empty text cannot be saved. */
export function PostTextEditor({
  draft,
  onChange,
  saving,
  onSave,
  onCancel,
}: {
  draft: string;
  onChange: (text: string) => void;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('campaigns');
  return (
    <Box mt="3">
      <TextArea
        aria-label={t('card.textLabel')}
        value={draft}
        onChange={(e) => onChange(e.target.value)}
        rows={8}
        autoFocus
        resize="vertical"
        data-testid="post-editor"
      />
      {!draft.trim() && (
        <Text as="p" size="1" color="red" mt="1" role="alert">
          {t('validation.noPostContentError')}
        </Text>
      )}
      <Flex gap="2" mt="2" justify="end">
        <Button variant="soft" color="gray" onClick={onCancel} disabled={saving}>
          {t('card.cancel')}
        </Button>
        <Button onClick={onSave} disabled={!draft.trim() || saving}>
          {saving && <Spinner />} {t('card.save')}
        </Button>
      </Flex>
    </Box>
  );
}
