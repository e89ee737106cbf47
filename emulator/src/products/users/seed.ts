import { z } from 'zod';
import { metadataSchema, emailSchema, phoneSchema } from '../../validation';

/** The user fields of `POST /_emulator/users` (other products add theirs: product.ts `seed`). */
export const USER_SEED_FIELDS = {
  email: emailSchema.optional(),
  phone_number: phoneSchema.optional(),
  name: z
    .object({ first_name: z.string().optional(), middle_name: z.string().optional(), last_name: z.string().optional() })
    .optional(),
  status: z.enum(['active', 'pending']).optional(),
  email_verified: z.boolean().optional(),
  phone_number_verified: z.boolean().optional(),
  untrusted_metadata: metadataSchema.optional(),
  trusted_metadata: metadataSchema.optional(),
  roles: z.array(z.string().min(1)).optional(),
} satisfies z.ZodRawShape;
