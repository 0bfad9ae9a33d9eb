import * as ToastPrimitive from '@radix-ui/react-toast';
import { Box, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One toast at a time, auto-closing after 5000 ms (business-portal.md §9). */
export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning' | 'info';
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => {});

const colors: Record<ToastVariant, string> = {
  default: 'var(--gray-6)',
  success: 'var(--green-8)',
  destructive: 'var(--red-9)',
  warning: 'var(--amber-8)',
  info: 'var(--blue-8)',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastInput & { id: number }) | null>(null);
  const show = useCallback((t: ToastInput) => setCurrent({ ...t, id: Date.now() + Math.random() }), []);
  // Above the pages' Suspense: never wait for strings here (common loads first anyway).
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <ToastContext.Provider value={show}>
      <ToastPrimitive.Provider duration={5000} swipeDirection="right">
        {children}
        {current && (
          <ToastPrimitive.Root
            key={current.id}
            open
            onOpenChange={(open) => !open && setCurrent(null)}
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
                <ToastPrimitive.Close asChild>
                  <IconButton size="1" variant="ghost" color="gray" aria-label={t('close')}>
                    <Cross2Icon />
                  </IconButton>
                </ToastPrimitive.Close>
              </Flex>
            </Box>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport label={t('notifications')} style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 2147483647, listStyle: 'none', margin: 0, padding: 0 }} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
