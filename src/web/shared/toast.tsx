import { createContext, lazy, Suspense, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react';

/** One toast at a time, auto-closing after 5000 ms (business-portal.md §9). */
export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning' | 'info';
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** One button in the toast (Undo): it stays twice as long, and closes when the button is used. */
  action?: { label: string; onClick: () => void };
}

const ToastContext = createContext<(t: ToastInput) => void>(() => {});

// The toast itself (Radix Toast and its viewport) loads with the first toast: a sign-in page paints
// without it, and every page after sign-in has it by the time its first toast is due. Should it
// fail to load (a deploy replaced its chunk), toasts go unseen rather than the app going blank.
const ToastView = lazy<ComponentType<{ current: (ToastInput & { id: number }) | null; onClose: () => void }>>(() =>
  import('./toast-view').catch(() => ({ default: () => null })),
);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(ToastInput & { id: number }) | null>(null);
  const [used, setUsed] = useState(false);
  const show = useCallback((t: ToastInput) => {
    setUsed(true);
    setCurrent({ ...t, id: Date.now() + Math.random() });
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ToastView current={current} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
