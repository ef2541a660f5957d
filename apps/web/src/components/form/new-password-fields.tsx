import { FormField } from './form-field';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmationLabel: string;
  /** The confirmation input's name: the register form calls it confirm_password (spec §2). */
  confirmationName: string;
  password: string;
  confirmation: string;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
  error?: string | null;
}

/**
 * A new password and its confirmation, as register, reset and the settings page ask for them. Spec §5: the
 * password shows its first error; the confirmation has no error display.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label={props.passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={props.password}
        onValueChange={props.onPasswordChange}
        error={props.error}
      />
      <FormField
        label={props.confirmationLabel}
        name={props.confirmationName}
        type="password"
        autoComplete="new-password"
        value={props.confirmation}
        onValueChange={props.onConfirmationChange}
      />
    </>
  );
}
