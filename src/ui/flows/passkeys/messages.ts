/**
 * Texts of the passkey flow's screens (docs/behaviour.md §2.6).
 * They load with the flow's chunk. The failure texts (unknown error,
 * duplicate, not created, removed passkey) are error types of the core
 * catalogue (src/core/error-messages.ts).
 *
 * Unmarked texts are the product's fixed wording, kept character for character.
 * Entries marked `// Portico's wording` were chosen here (docs/behaviour.md §10).
 */
export const PASSKEY_MESSAGES = {
  // ── Signed in (PasskeyConfirmation) ────────────────────────────────────
  'passkey.successTitle': 'Success!',
  'passkey.successBody': 'Your Passkey has been successfully authenticated.',

  // ── Registration ───────────────────────────────────────────────────────
  'passkey.checkingSession': 'Checking your session...', // Portico's wording (while the client finds out whether there is one)
  'passkey.noActiveUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkey.registrationTitle': 'Set up a new Passkey', // Portico's wording
  'passkey.registrationBody':
    'Passkeys let you log in with your fingerprint, face or screen lock instead of a password or code.', // Portico's wording
  'passkey.create': 'Create a Passkey',
  'passkey.skip': 'Skip', // Portico's wording
  'passkey.createdTitle': 'Passkey successfully created!',
  // After 'Skip' nothing was created, so the screen does not say so.
  'passkey.skippedTitle': 'Your Passkeys', // Portico's wording
  'passkey.setUpAnother': 'Set up another Passkey',
  'passkey.done': 'Done',

  // ── The list (registration success and mountPasskeyList) ──────────────
  'passkey.existingPasskeys': 'Existing Passkeys',
  'passkey.listNoActiveUser': 'Error: Cannot use PasskeyList component without active user authenticated.', // Portico's wording (mirrors the registration text)
  'passkey.listEmpty': 'No Passkeys yet.', // Portico's wording
  'passkey.listLoading': 'Loading your Passkeys...', // Portico's wording
  'passkey.created': 'Created {date}', // Portico's wording
  'passkey.lastUsed': 'Last used {date}', // Portico's wording
  'passkey.neverUsed': 'Not used yet', // Portico's wording
  'passkey.rename': 'Rename', // Portico's wording
  'passkey.renameLabel': 'Rename {name}', // Portico's wording (the button's accessible name)
  'passkey.nameLabel': 'Passkey name', // Portico's wording
  'passkey.nameRequired': 'Enter a name for this Passkey.', // Portico's wording
  'passkey.nameHint': 'Press Enter to save or Escape to cancel.', // Portico's wording
  'passkey.save': 'Save', // Portico's wording
  'passkey.delete': 'Delete',
  'passkey.deleteLabel': 'Delete {name}', // Portico's wording (the button's accessible name)
  'passkey.cancel': 'Cancel',
  'passkey.deleteConfirm': 'Delete the Passkey {name}?', // Portico's wording
  // The error descriptor a started delete sets (docs/behaviour.md §4.3).
  'passkey.deleteWarning':
    'A deleted Passkey can no longer be used to log in. Remove it from your password manager too.', // Portico's wording
} as const;
