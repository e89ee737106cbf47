/**
 * Texts of the passkey flow's screens (spec section 2, "Passkey screens").
 * They load with the flow's chunk. The failure texts (unknown error,
 * duplicate, not created, removed passkey) are error types of the core
 * catalogue (src/core/error-messages.ts).
 *
 * Texts quoted by the spec are copied character for character. Entries marked
 * `// spec silent` are wording chosen here because the spec does not show it.
 */
export const PASSKEY_MESSAGES = {
  // ── Signed in (PasskeyConfirmation) ────────────────────────────────────
  'passkey.successTitle': 'Success!',
  'passkey.successBody': 'Your Passkey has been successfully authenticated.',

  // ── Registration ───────────────────────────────────────────────────────
  'passkey.checkingSession': 'Checking your session...', // spec silent (while the client finds out whether there is one)
  'passkey.noActiveUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkey.registrationTitle': 'Set up a new Passkey', // spec silent
  'passkey.registrationBody':
    'Passkeys let you log in with your fingerprint, face or screen lock instead of a password or code.', // spec silent
  'passkey.create': 'Create a Passkey',
  'passkey.skip': 'Skip', // spec silent
  'passkey.createdTitle': 'Passkey successfully created!',
  // After 'Skip' nothing was created, so the screen does not say so.
  'passkey.skippedTitle': 'Your Passkeys', // spec silent
  'passkey.setUpAnother': 'Set up another Passkey',
  'passkey.done': 'Done',

  // ── The list (registration success and mountPasskeyList) ──────────────
  'passkey.existingPasskeys': 'Existing Passkeys',
  'passkey.listNoActiveUser': 'Error: Cannot use PasskeyList component without active user authenticated.', // spec silent (mirrors the registration text)
  'passkey.listEmpty': 'No Passkeys yet.', // spec silent
  'passkey.listLoading': 'Loading your Passkeys...', // spec silent
  'passkey.created': 'Created {date}', // spec silent
  'passkey.lastUsed': 'Last used {date}', // spec silent
  'passkey.neverUsed': 'Not used yet', // spec silent
  'passkey.rename': 'Rename', // spec silent
  'passkey.renameLabel': 'Rename {name}', // spec silent (the button's accessible name)
  'passkey.nameLabel': 'Passkey name', // spec silent
  'passkey.nameRequired': 'Enter a name for this Passkey.', // spec silent
  'passkey.nameHint': 'Press Enter to save or Escape to cancel.', // spec silent
  'passkey.save': 'Save', // spec silent
  'passkey.delete': 'Delete',
  'passkey.deleteLabel': 'Delete {name}', // spec silent (the button's accessible name)
  'passkey.cancel': 'Cancel',
  'passkey.deleteConfirm': 'Delete the Passkey {name}?', // spec silent
  // The error descriptor a started delete sets (spec section 4, "Passkey list").
  'passkey.deleteWarning':
    'A deleted Passkey can no longer be used to log in. Remove it from your password manager too.', // spec silent
} as const;
