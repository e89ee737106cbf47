/**
 * The passkey list (docs/behaviour.md §4.3): the signed-in user's
 * passkeys, each with its name, when it was created and last used, and
 * Rename and Delete. One passkey is renamed at a time (Enter saves, Escape
 * cancels; the other rows wait) and one delete is asked at a time. Starting a
 * delete sets the screen's notice (`deleteAsked`: a warning that the passkey
 * stays in the password manager, `PasskeyNotice`, shown as a warning, not an
 * error); confirming or cancelling clears it (`deleteEnded`). The question
 * sits in the row: 'Delete' in the error colour, 'Cancel' focused, Escape
 * cancels. Rename and
 * delete show at once; a server error is only reported to `onError`, and the
 * row goes back to what the server holds.
 *
 * Used by PasskeyRegistrationSuccess and by the `passkeyList` kind.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { WebAuthnRegistration } from '../../../core';
import { useOnArrival } from '../../async/use-on-arrival';
import { useScreenCall } from '../../async/use-screen-call';
import { Button } from '../../components/button';
import { ErrorText } from '../../components/error-text';
import { SCREEN_HEADING_ATTRIBUTE, ScreenHeading } from '../../components/screen-heading';
import { useDomId } from '../../components/use-dom-id';
import { useWidget } from '../../context/widget-context';
import * as styles from '../../theme/styles';
import { cx } from '../../theme/css';
import { Alert } from '../../components/alert';
import type { CommonAction } from '../flow';
import { deleteAsked, deleteEnded, type PasskeysAction } from './actions';
import type { PasskeyNotice } from './state';
import { deletePasskey, fetchUser, renamePasskey } from './api';
import { PencilIcon, TrashIcon } from './passkey-icons';
import * as listStyles from './passkey-list.styles';
import { useActiveUser } from './use-active-user';
import { useMutations } from './use-mutations';

type Mode =
  | { kind: 'idle' }
  | { kind: 'renaming'; id: string; draft: string; empty: boolean }
  | { kind: 'deleting'; id: string };

const IDLE: Mode = { kind: 'idle' };

export interface PasskeyListProps {
  dispatch: (action: PasskeysAction | CommonAction) => void;
  /** `screen`: the list is the screen, its title the h1. `section`: it sits under the screen's h1. */
  variant: 'screen' | 'section';
  /** Tells the screen when a rename starts and ends ('Done' waits for it). */
  onRenamingChange?: (renaming: boolean) => void;
}

/** What the visitor changed and the server has not confirmed yet. */
interface Pending {
  renamed: ReadonlyMap<string, string>;
  deleted: ReadonlySet<string>;
}

const NOTHING_PENDING: Pending = { renamed: new Map(), deleted: new Set() };

/** The date in the widget's language (`t.locale`), not the browser's: it sits in the widget's sentence (docs/i18n.md). */
function formatDate(iso: string | undefined, locale: string): string | null {
  if (iso === undefined) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

export function PasskeyList({ dispatch, variant, onRenamingChange }: PasskeyListProps) {
  const env = useWidget();
  const { t } = env;
  const { user } = useActiveUser(dispatch);
  const [mode, setMode] = useState<Mode>(IDLE);
  const [pending, setPending] = useState<Pending>(NOTHING_PENDING);
  const mutate = useMutations(dispatch);
  const refresher = useScreenCall(dispatch);
  const inputId = useDomId('passkey-name');
  const hintId = useDomId('passkey-name-hint');
  const errorId = useDomId('passkey-name-error');

  // What the server holds now; the cached user may be minutes old. Once on arrival: later changes
  // arrive through the cached user. A failure is reported only (docs/behaviour.md §4.3).
  useOnArrival(refresher.call, (signal) => fetchUser(env, signal), { onFailed: () => 'handled' });

  const renaming = mode.kind === 'renaming';
  useEffect(() => onRenamingChange?.(renaming), [renaming, onRenamingChange]);

  // Focus follows the visitor's action: into the field, onto the question, back to the row.
  const focusTarget = useRef<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const cancelDeleteButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const target = focusTarget.current;
    if (target === null || container.current === null) return;
    focusTarget.current = null;
    // Keys hold server ids: compared as data, never spliced into a selector (which would
    // need `CSS.escape`, missing from jsdom, where host apps test their pages).
    const element =
      target === 'delete-cancel'
        ? cancelDeleteButton.current
        : target === 'list-heading'
          ? // The section's h2, or the title of the list screen (the passkeyList kind), which
            // is the screen's own heading: focus must not fall to the page with the deleted row.
            container.current.querySelector<HTMLElement>(`[data-focus-key="list-heading"], [${SCREEN_HEADING_ATTRIBUTE}]`)
          : [...container.current.querySelectorAll<HTMLElement>('[data-focus-key]')].find((e) => e.dataset.focusKey === target);
    element?.focus();
  });
  const moveTo = (next: Mode, focusKey: string) => {
    focusTarget.current = focusKey;
    setMode(next);
  };

  const settle = useCallback(
    (id: string, what: 'renamed' | 'deleted') =>
      setPending((p) => {
        if (what === 'renamed') {
          const renamed = new Map(p.renamed);
          renamed.delete(id);
          return { ...p, renamed };
        }
        const deleted = new Set(p.deleted);
        deleted.delete(id);
        return { ...p, deleted };
      }),
    [],
  );

  // Server errors are reported only (docs/behaviour.md §4.3); the row shows what the server holds
  // (a failed refresh after one is not reported).
  const refresh = refresher.call;
  const afterFailure = useCallback(() => {
    void refresh((signal) => fetchUser(env, signal), { mode: 'latest', report: false, onFailed: () => 'handled' });
    return 'handled' as const;
  }, [env, refresh]);

  const registrations: WebAuthnRegistration[] = (user?.webauthn_registrations ?? [])
    .filter((r) => !pending.deleted.has(r.webauthn_registration_id))
    .map((r) => {
      const name = pending.renamed.get(r.webauthn_registration_id);
      return name === undefined ? r : { ...r, name };
    });

  const startRename = (r: WebAuthnRegistration) => {
    if (mode.kind === 'deleting') dispatch(deleteEnded());
    moveTo({ kind: 'renaming', id: r.webauthn_registration_id, draft: r.name, empty: false }, 'name-input');
  };

  const save = () => {
    if (mode.kind !== 'renaming') return;
    const name = mode.draft.trim();
    if (name === '') {
      // Nothing is sent for an empty name: the field says why.
      setMode({ ...mode, empty: true });
      return;
    }
    const { id } = mode;
    moveTo(IDLE, `${id}:rename`);
    const current = registrations.find((r) => r.webauthn_registration_id === id);
    if (current?.name === name) return;
    setPending((p) => ({ ...p, renamed: new Map(p.renamed).set(id, name) }));
    void mutate((signal) => renamePasskey(env, id, name, signal), { onFailed: afterFailure }).then((outcome) => {
      if (outcome.status !== 'ignored') settle(id, 'renamed');
    });
  };

  const cancelRename = () => {
    if (mode.kind === 'renaming') moveTo(IDLE, `${mode.id}:rename`);
  };

  const onNameKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // The rename is what Escape undoes, not the dialog or page around the widget.
      event.stopPropagation();
      cancelRename();
    }
  };

  const startDelete = (r: WebAuthnRegistration) => {
    dispatch(deleteAsked());
    moveTo({ kind: 'deleting', id: r.webauthn_registration_id }, 'delete-cancel');
  };

  const confirmDelete = () => {
    if (mode.kind !== 'deleting') return;
    const { id } = mode;
    dispatch(deleteEnded());
    moveTo(IDLE, 'list-heading');
    setPending((p) => ({ ...p, deleted: new Set(p.deleted).add(id) }));
    void mutate((signal) => deletePasskey(env, id, signal), { onFailed: afterFailure }).then((outcome) => {
      if (outcome.status !== 'ignored') settle(id, 'deleted');
    });
  };

  const cancelDelete = () => {
    if (mode.kind !== 'deleting') return;
    dispatch(deleteEnded());
    moveTo(IDLE, `${mode.id}:delete`);
  };

  const title = t('passkey.existingPasskeys');
  const heading =
    variant === 'screen' ? (
      <ScreenHeading>{title}</ScreenHeading>
    ) : (
      <h2 className={cx(listStyles.subheading)} tabIndex={-1} data-focus-key="list-heading">
        {title}
      </h2>
    );

  let content;
  if (user === null) {
    content = <p className={cx(styles.helperText)}>{t('passkey.listLoading')}</p>;
  } else if (registrations.length === 0) {
    content = <p className={cx(styles.helperText)}>{t('passkey.listEmpty')}</p>;
  } else {
    content = (
      <ul className={cx(listStyles.list)}>
        {registrations.map((r) => {
          const id = r.webauthn_registration_id;
          if (mode.kind === 'renaming' && mode.id === id) {
            const describedBy = mode.empty ? `${hintId} ${errorId}` : hintId;
            return (
              <li key={id} className={cx(listStyles.item)}>
                <div className={cx(listStyles.editor)}>
                  <div className={cx(styles.field)}>
                    <label htmlFor={inputId} className={cx(styles.label)}>
                      {t('passkey.nameLabel')}
                    </label>
                    <input
                      id={inputId}
                      type="text"
                      className={cx(styles.input)}
                      value={mode.draft}
                      autoComplete="off"
                      maxLength={100}
                      aria-describedby={describedBy}
                      aria-invalid={mode.empty ? true : undefined}
                      data-focus-key="name-input"
                      onChange={(event) => setMode({ ...mode, draft: event.target.value, empty: false })}
                      onKeyDown={onNameKeyDown}
                    />
                    <p id={hintId} className={cx(styles.helperText)}>
                      {t('passkey.nameHint')}
                    </p>
                    {mode.empty ? <ErrorText id={errorId} error={{ key: 'passkey.nameRequired' }} /> : null}
                  </div>
                  <div className={cx(listStyles.editorButtons)}>
                    <Button onClick={save}>{t('passkey.save')}</Button>
                    <Button variant="secondary" onClick={cancelRename}>
                      {t('passkey.cancel')}
                    </Button>
                  </div>
                </div>
              </li>
            );
          }
          if (mode.kind === 'deleting' && mode.id === id) {
            return (
              <li key={id} className={cx(listStyles.item)}>
                <div
                  className={cx(listStyles.editor)}
                  role="group"
                  aria-label={t('passkey.deleteConfirm', { name: r.name })}
                  onKeyDown={(event) => {
                    if (event.key !== 'Escape') return;
                    // The question is what Escape undoes, not the dialog or page around the widget.
                    event.preventDefault();
                    event.stopPropagation();
                    cancelDelete();
                  }}
                >
                  <p className={cx(styles.bodyText)}>{t('passkey.deleteConfirm', { name: r.name })}</p>
                  <div className={cx(listStyles.editorButtons)}>
                    <button type="button" className={cx(listStyles.danger)} onClick={confirmDelete}>
                      <TrashIcon />
                      <span>{t('passkey.delete')}</span>
                    </button>
                    {/* Focus lands on Cancel when the question appears: the safe choice. */}
                    <Button variant="secondary" buttonRef={cancelDeleteButton} onClick={cancelDelete}>
                      {t('passkey.cancel')}
                    </Button>
                  </div>
                </div>
              </li>
            );
          }
          const created = formatDate(r.created_at, t.locale);
          const lastUsed = formatDate(r.last_used_at, t.locale);
          return (
            <li key={id} className={cx(listStyles.item)}>
              <div className={cx(listStyles.details)}>
                <span className={cx(listStyles.name)}>{r.name}</span>
                {created === null ? null : <span className={cx(styles.helperText)}>{t('passkey.created', { date: created })}</span>}
                <span className={cx(styles.helperText)}>
                  {lastUsed === null ? t('passkey.neverUsed') : t('passkey.lastUsed', { date: lastUsed })}
                </span>
              </div>
              <div className={cx(listStyles.actions)}>
                <button
                  type="button"
                  className={cx(listStyles.action)}
                  aria-label={t('passkey.renameLabel', { name: r.name })}
                  title={t('passkey.rename')}
                  disabled={renaming}
                  data-focus-key={`${id}:rename`}
                  onClick={() => startRename(r)}
                >
                  <PencilIcon />
                </button>
                <button
                  type="button"
                  className={cx(listStyles.action, listStyles.deleteAction)}
                  aria-label={t('passkey.deleteLabel', { name: r.name })}
                  title={t('passkey.delete')}
                  disabled={renaming}
                  data-focus-key={`${id}:delete`}
                  onClick={() => startDelete(r)}
                >
                  <TrashIcon />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div ref={container} className={cx(listStyles.section)}>
      {heading}
      {content}
    </div>
  );
}

/**
 * The notice of the list's screen state, shown where the screen's alert shows (at the screen's end):
 * a warning (a polite status), since nothing failed.
 */
export function PasskeyNoticeAlert({ notice }: { notice: PasskeyNotice | undefined }) {
  const { t } = useWidget();
  return notice === undefined ? null : <Alert variant="warning" message={t('passkey.deleteWarning')} />;
}
