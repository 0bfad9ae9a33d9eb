import { Box, Button, Flex, Text } from '@radix-ui/themes';
import { UploadIcon } from '@radix-ui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../FieldError';

/** The product image: the current one (or the chosen file's preview), a button to choose a file, its name or a hint. */
export function ProductImageField({
  shown,
  file,
  onFile,
  error,
}: {
  shown: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Text as="div" size="2" weight="medium" mb="1">
        {t('products.form.image')}
      </Text>
      <Flex gap="3" align="center">
        {shown ? (
          <img src={shown} alt="" width={64} height={64} style={{ objectFit: 'cover', borderRadius: 'var(--radius-2)', border: '1px solid var(--gray-a5)' }} />
        ) : null}
        <input
          ref={fileInput}
          type="file"
          name="image"
          accept="image/*"
          aria-label={t('products.form.image')}
          style={{ display: 'none' }}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
        <Button type="button" variant="soft" onClick={() => fileInput.current?.click()}>
          <UploadIcon /> {t(shown ? 'products.form.changeImage' : 'products.form.chooseImage')}
        </Button>
        <Text size="1" color="gray" style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {file ? file.name : t('products.form.imageHint')}
        </Text>
      </Flex>
      {error && <FieldError text={error} />}
    </Box>
  );
}
