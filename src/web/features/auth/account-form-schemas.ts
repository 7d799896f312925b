/** The account forms' schemas (domain/account-forms.ts), fetched once their screen has shown (useDeferredSchema). */
const accountForms = () => import('../../../domain/account-forms.ts');

export const loadCredentialsSchema = async () => (await accountForms()).credentialsSchema;
export const loadResetRequestSchema = async () => (await accountForms()).resetRequestSchema;
export const loadResetPasswordSchema = async () => (await accountForms()).resetPasswordSchema;
export const loadChangeEmailSchema = async () => (await accountForms()).changeEmailSchema;
export const loadChangePasswordSchema = async () => (await accountForms()).changePasswordSchema;
export const loadProfileSettingsSchema = async () => (await accountForms()).profileSettingsSchema;
