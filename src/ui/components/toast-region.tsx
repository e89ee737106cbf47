import { useCallback, useEffect, useState } from 'react';
import type { Translator } from '../i18n/format';
import * as styles from '../theme/styles';
import {
  addToast,
  dismissToast,
  expireToasts,
  nextExpiryIn,
  type Toast,
  type ToastInput,
} from '../toast/toast-queue';
import { cx } from '../theme/css';

export interface ToastQueue {
  toasts: Toast[];
  show(input: ToastInput): void;
  dismiss(id: string): void;
}

/**
 * The widget's toasts: the pure queue of toast-queue.ts plus one timer that
 * wakes up when the next toast is due (4 s / 2 s / never), at most 20 kept.
 */
export function useToastQueue(): ToastQueue {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    const wait = nextExpiryIn(toasts, Date.now());
    if (wait === undefined) return undefined;
    const timer = setTimeout(() => setToasts((queue) => expireToasts(queue, Date.now())), wait);
    return () => clearTimeout(timer);
  }, [toasts]);

  const show = useCallback((input: ToastInput) => setToasts((queue) => addToast(queue, input, Date.now())), []);
  const dismiss = useCallback((id: string) => setToasts((queue) => dismissToast(queue, id)), []);
  return { toasts, show, dismiss };
}

export interface ToastRegionProps {
  queue: ToastQueue;
  t: Translator;
}

/** A polite live region that is always present, so new toasts are announced. */
export function ToastRegion({ queue, t }: ToastRegionProps) {
  return (
    <div role="status" aria-live="polite" className={cx(styles.toastRegion)}>
      {queue.toasts.map((toast) => (
        <div
          key={toast.id}
          data-toast-type={toast.type}
          className={cx(styles.toast, toast.type === 'success'
              ? styles.toastVariants.success
              : toast.type === 'error'
                ? styles.toastVariants.error
                : styles.toastVariants.neutral)}
        >
          <span>{toast.message}</span>
          <button type="button" aria-label={t('common.close')} onClick={() => queue.dismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
