import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegistrationInput } from '../../../../shared/candidates/profile.schemas';
import { TextField } from '../../../components/form/text-field';
import { nullIfBlank, numberOrNull, upperCased } from '../model/form-values';

/** Optional because the profile form's values are a patch. */
export type AvailabilityValues = Partial<
  Pick<RegistrationInput, 'availableFrom' | 'workRadiusKm' | 'homePostcode'>
>;

export function AvailabilityFields({
  register,
  errors,
}: {
  register: UseFormRegister<AvailabilityValues>;
  errors: FieldErrors<AvailabilityValues>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label="Available from"
        type="date"
        error={errors.availableFrom?.message}
        {...register('availableFrom', { setValueAs: nullIfBlank })}
      />
      <TextField
        label="Work radius (km)"
        type="number"
        inputMode="numeric"
        min={1}
        max={500}
        error={errors.workRadiusKm?.message}
        {...register('workRadiusKm', { setValueAs: numberOrNull })}
      />
      <TextField
        label="Home postcode"
        autoComplete="postal-code"
        maxLength={8}
        error={errors.homePostcode?.message}
        {...register('homePostcode', { setValueAs: upperCased })}
      />
    </div>
  );
}
