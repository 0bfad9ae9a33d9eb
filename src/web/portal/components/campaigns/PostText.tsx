import { Box, Button, Flex, Spinner, Text, TextArea } from '@radix-ui/themes';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The post's text as it will go out; a spinner over it while a new one is written. On a phone
 * (styles.css `.post-text-clamp`) its first lines, with "more" when there is more (issue 24).
 */
export function PostText({ content, regenerating }: { content: string; regenerating: boolean }) {
  const { t } = useTranslation('campaigns');
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  // The clamp is on the text inside the box, so the box's padding never shows a cut line.
  const text = useRef<HTMLSpanElement>(null);
  // Whether the clamp hides lines: only a phone's width clamps, so it is measured, not guessed.
  useLayoutEffect(() => {
    const el = text.current;
    if (!el) return;
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [content, expanded]);
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
        <span ref={text} className={expanded ? 'post-text-body' : 'post-text-body post-text-clamp'}>
          {content}
        </span>
      </pre>
      {(cut || expanded) && (
        <Flex justify="end" mt="2">
          <Button size="1" variant="ghost" onClick={() => setExpanded((e) => !e)} aria-expanded={expanded} data-testid="post-text-more">
            {expanded ? t('card.less') : t('card.more')}
          </Button>
        </Flex>
      )}
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
