import type { FormEvent, ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import {
  MAX_LENGTHS,
  REQUIRED_FIELDS,
  type BillingErrors,
  type BillingField,
  type BillingFormValues,
} from '../billing-form-state';
import { CountryCombobox } from './country-combobox';

const AUTOCOMPLETE: Record<Exclude<BillingField, 'country'>, string> = {
  fullName: 'name',
  companyName: 'organization',
  address: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  vatId: 'off',
};

/** The label of a field: a red asterisk for required ones, "(opcional)" for the others. */
function FieldLabel({ htmlFor, field }: { htmlFor: string; field: BillingField | 'email' }) {
  const { t } = useTranslation();
  const required = field === 'email' || REQUIRED_FIELDS.has(field);
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium">
      {t(`checkout.billing.fields.${field}`)}
      {required ? (
        <span className="text-destructive" aria-hidden>
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-muted-foreground">
          {' '}
          ({t('checkout.billing.optional')})
        </span>
      )}
    </label>
  );
}

function FieldMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs font-medium text-destructive">
      {children}
    </p>
  );
}

/**
 * The billing form of spec 001 §3: the account's email read-only, the other fields typed, the
 * country from a searchable list. Errors show once the user has tried to submit.
 */
export function BillingForm({
  idPrefix,
  values,
  errors,
  email,
  onFieldChange,
  onSubmit,
  actions,
}: {
  idPrefix: string;
  values: BillingFormValues;
  errors: BillingErrors;
  email: string;
  onFieldChange: (field: BillingField, value: string) => void;
  onSubmit: () => void;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const fieldId = (field: BillingField | 'email') => `${idPrefix}-${field}`;
  const errorId = (field: BillingField) => `${idPrefix}-${field}-error`;
  const message = (field: BillingField) => {
    const error = errors[field];
    if (!error) return null;
    return (
      <FieldMessage id={errorId(field)}>
        {/* A list has nothing to type: "choose a country" says more than "required". */}
        {error === 'required' && field !== 'country'
          ? t('checkout.billing.errors.required')
          : t(`checkout.billing.errors.${field}`)}
      </FieldMessage>
    );
  };
  const text = (field: Exclude<BillingField, 'country'>, hint?: string) => {
    const hintId = `${fieldId(field)}-hint`;
    const describedBy = [errors[field] && errorId(field), hint && hintId].filter(Boolean).join(' ');
    return (
      <div className="min-w-0 space-y-1">
        <FieldLabel htmlFor={fieldId(field)} field={field} />
        <Input
          id={fieldId(field)}
          name={field}
          data-testid={`billing-${field}`}
          value={values[field]}
          onChange={(event) => onFieldChange(field, event.target.value)}
          maxLength={MAX_LENGTHS[field]}
          autoComplete={AUTOCOMPLETE[field]}
          required={REQUIRED_FIELDS.has(field)}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {message(field)}
      </div>
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Card className="min-w-0">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="billing-form-title"
        data-testid="billing-form"
      >
        <div className="border-b border-border px-4 py-4 sm:px-6">
          <h1 id="billing-form-title" className="text-lg font-semibold tracking-tight">
            {t('checkout.billing.title')}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('checkout.billing.subtitle')}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {t('checkout.billing.requiredLegend')}
          </p>
        </div>
        <div className="grid gap-4 px-4 py-5 sm:grid-cols-2 sm:px-6">
          {text('fullName')}
          {text('companyName')}
          <div className="min-w-0 space-y-1 sm:col-span-2">
            <FieldLabel htmlFor={fieldId('email')} field="email" />
            <Input
              id={fieldId('email')}
              type="email"
              data-testid="billing-email"
              value={email}
              readOnly
              aria-readonly
              aria-describedby={`${fieldId('email')}-hint`}
              className="bg-muted text-muted-foreground"
            />
            <p id={`${fieldId('email')}-hint`} className="text-xs text-muted-foreground">
              {t('checkout.billing.emailHint')}
            </p>
          </div>
          <div className="min-w-0 sm:col-span-2">{text('address')}</div>
          {text('city')}
          {text('postalCode')}
          <div className="min-w-0 space-y-1">
            <FieldLabel htmlFor={fieldId('country')} field="country" />
            <CountryCombobox
              id={fieldId('country')}
              value={values.country}
              onValueChange={(code) => onFieldChange('country', code)}
              invalid={Boolean(errors.country)}
              describedBy={errors.country ? errorId('country') : undefined}
            />
            {message('country')}
          </div>
          {text('vatId', t('checkout.billing.vatHint'))}
        </div>
        <div className="space-y-3 border-t border-border px-4 py-4 sm:px-6">
          <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
            {hasErrors ? t('checkout.billing.errors.summary') : ''}
          </p>
          {actions}
          <p className="flex items-start gap-2 text-xs text-muted-foreground">
            <Lock className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
            {t('checkout.billing.secure')}
          </p>
        </div>
      </form>
    </Card>
  );
}
