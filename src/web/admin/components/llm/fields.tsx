import { Box, Checkbox, Flex, Slider, Text } from '@radix-ui/themes';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from '../FieldError';

/** A labelled form field with a hint, or its error in place of the hint. */
export function Field({ label, id, hint, error, children }: { label: string; id?: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="label" htmlFor={id} size="2" weight="medium" mb="1" style={{ display: 'block' }}>
        {label}
      </Text>
      {children}
      {hint && !error && (
        <Text as="div" size="1" color="gray" mt="1">
          {hint}
        </Text>
      )}
      {error && <FieldError text={error} />}
    </Box>
  );
}

export function CheckRow({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox checked={checked} onCheckedChange={(v) => onChange(v === true)} />
        {label}
      </Flex>
    </Text>
  );
}

/**
 * A slider named for screen readers. Radix Themes' Slider puts aria-label on its root, not on the
 * thumb that has the focus and the slider role, so the thumb gets the name here.
 */
export function NamedSlider({ label, ...props }: Omit<ComponentProps<typeof Slider>, 'aria-label'> & { label: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.querySelectorAll('[role=slider]').forEach((thumb) => thumb.setAttribute('aria-label', label));
  }, [label]);
  return <Slider ref={ref} {...props} />;
}
