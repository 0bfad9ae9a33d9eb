import { Text } from '@radix-ui/themes';

/** A field's message under it, announced to screen readers. */
export function FieldError({ text }: { text: string }) {
  return (
    <Text as="div" size="1" color="red" mt="1" role="alert">
      {text}
    </Text>
  );
}
