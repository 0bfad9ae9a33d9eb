import { Box, Button, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagicWandIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { AiAllowanceLine } from '../AiAllowanceLine';

/** The product's name and Generate (Enter too), with the AI writing left today under them. */
export function AiNameField({
  name,
  onName,
  generating,
  onGenerate,
}: {
  name: string;
  onName: (name: string) => void;
  generating: boolean;
  onGenerate: () => void;
}) {
  const { t } = useTranslation('portal');
  return (
    <>
      <Flex gap="2" align="end">
        <Box style={{ flex: 1 }}>
          <Text as="label" size="2" weight="medium" htmlFor="ai-product-name">
            {t('ai.nameLabel')}
          </Text>
          <TextField.Root
            id="ai-product-name"
            mt="1"
            value={name}
            onChange={(e) => onName(e.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              onGenerate();
            }}
            placeholder={t('ai.namePlaceholder')}
            maxLength={200}
            autoFocus
          />
        </Box>
        <Button onClick={onGenerate} disabled={generating || !name.trim()}>
          {generating ? <Spinner /> : <MagicWandIcon />} {generating ? t('ai.generating') : t('ai.generate')}
        </Button>
      </Flex>
      <Box mt="2">
        <AiAllowanceLine />
      </Box>
    </>
  );
}
