import { Box, Button, Flex, IconButton, Text, TextArea } from '@radix-ui/themes';
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../FieldError';
import { newPostKey, type Errors, type PostDraft } from './useProductForm';

/** A product's example posts: added, edited and removed in place (blank ones are dropped on save). */
export function ExamplePostsEditor({
  posts,
  setPosts,
  errors,
  setErrors,
}: {
  posts: PostDraft[];
  setPosts: Dispatch<SetStateAction<PostDraft[]>>;
  errors: Errors;
  setErrors: Dispatch<SetStateAction<Errors>>;
}) {
  const { t } = useTranslation('admin');
  return (
    <Box>
      <Flex justify="between" align="center" mb="1">
        <Text size="2" weight="medium">
          {t('products.form.examplePosts')}
        </Text>
        <Button type="button" size="1" variant="soft" onClick={() => setPosts((list) => [...list, { key: newPostKey(), content: '' }])}>
          <PlusIcon /> {t('products.form.addExamplePost')}
        </Button>
      </Flex>
      {posts.length === 0 && (
        <Text size="1" color="gray">
          {t('products.form.noExamplePosts')}
        </Text>
      )}
      <Flex direction="column" gap="2">
        {posts.map((post, index) => (
          <Box key={post.key}>
            <Flex gap="2" align="start">
              <TextArea
                style={{ flex: 1 }}
                value={post.content}
                aria-label={t('products.form.examplePostN', { n: index + 1 })}
                placeholder={t('products.form.examplePostPlaceholder')}
                onChange={(e) => {
                  setPosts((list) => list.map((p) => (p.key === post.key ? { ...p, content: e.target.value } : p)));
                  setErrors((x) => ({ ...x, [`post-${post.key}`]: undefined }));
                }}
              />
              <IconButton
                type="button"
                color="red"
                variant="soft"
                aria-label={t('products.form.removeExamplePost', { n: index + 1 })}
                onClick={() => setPosts((list) => list.filter((p) => p.key !== post.key))}
              >
                <TrashIcon />
              </IconButton>
            </Flex>
            {errors[`post-${post.key}`] && <FieldError text={errors[`post-${post.key}`]!} />}
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
