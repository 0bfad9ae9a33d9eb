import * as ToastPrimitive from '@radix-ui/react-toast';
import { Box, Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ToastInput, ToastVariant } from './toast';

const colors: Record<ToastVariant, string> = {
  default: 'var(--gray-6)',
  success: 'var(--green-8)',
  destructive: 'var(--red-9)',
  warning: 'var(--amber-8)',
  info: 'var(--blue-8)',
};

/** The toast on screen and the viewport it lives in (shared/toast.tsx loads this with the first toast). */
export default function ToastView({ current, onClose }: { current: (ToastInput & { id: number }) | null; onClose: () => void }) {
  // Above the pages' Suspense: never wait for strings here (common loads first anyway).
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="up">
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open
          duration={current.action ? 10_000 : undefined}
          onOpenChange={(open) => !open && onClose()}
          data-variant={current.variant ?? 'default'}
          role="status"
          style={{ all: 'unset' }}
        >
          <Box
            p="3"
            style={{
              background: 'var(--color-panel-solid)',
              border: `1px solid ${colors[current.variant ?? 'default']}`,
              borderLeft: `5px solid ${colors[current.variant ?? 'default']}`,
              borderRadius: 'var(--radius-3)',
              boxShadow: 'var(--shadow-5)',
              minWidth: 280,
              maxWidth: 420,
            }}
          >
            <Flex gap="3" align="start" justify="between">
              <Box>
                <ToastPrimitive.Title asChild>
                  <Text as="div" weight="bold" size="2" color={current.variant === 'destructive' ? 'red' : undefined}>
                    {current.title}
                  </Text>
                </ToastPrimitive.Title>
                {current.description && (
                  <ToastPrimitive.Description asChild>
                    <Text as="div" size="2" color="gray">
                      {current.description}
                    </Text>
                  </ToastPrimitive.Description>
                )}
              </Box>
              {current.action && (
                <ToastPrimitive.Action asChild altText={current.action.label}>
                  <Button size="1" variant="soft" onClick={current.action.onClick}>
                    {current.action.label}
                  </Button>
                </ToastPrimitive.Action>
              )}
              <ToastPrimitive.Close asChild>
                <IconButton size="1" variant="ghost" color="gray" aria-label={t('close')}>
                  <Cross2Icon />
                </IconButton>
              </ToastPrimitive.Close>
            </Flex>
          </Box>
        </ToastPrimitive.Root>
      )}
      {/* Top centre (styles.css .toast-viewport): at the bottom right it covered the forms' and
          dialogs' primary buttons (Save, Continue) for its five seconds (issue 24). */}
      <ToastPrimitive.Viewport label={t('notifications')} className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
