import { normalisePostcode, postcodeMaxLength } from '../../../../shared/accounts/account.schemas';
import { formatUkPhone, mobileHint } from '../../../../shared/accounts/uk-phone';
import { TextField } from '../../../components/form/text-field';

interface CandidateFieldsProps {
  mobilePhone: string;
  homePostcode: string;
  onMobilePhoneChange: (value: string) => void;
  onHomePostcodeChange: (value: string) => void;
  mobilePhoneError?: string;
  homePostcodeError?: string;
  disabled?: boolean;
}

/** Spec §2.5/§5: a candidate's UK mobile (formatted as typed) and home postcode (upper-cased, ≤ 8). */
export function SignUpCandidateFields(props: CandidateFieldsProps) {
  return (
    <>
      <TextField
        label="Mobile Phone"
        name="mobilePhone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="07700 900123"
        hint={mobileHint}
        value={props.mobilePhone}
        onChange={(event) => props.onMobilePhoneChange(formatUkPhone(event.target.value))}
        error={props.mobilePhoneError}
        disabled={props.disabled}
      />
      <TextField
        label="Home Postcode"
        name="homePostcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        maxLength={postcodeMaxLength}
        placeholder="SW1A 1AA"
        value={props.homePostcode}
        onChange={(event) => props.onHomePostcodeChange(normalisePostcode(event.target.value))}
        error={props.homePostcodeError}
        disabled={props.disabled}
      />
    </>
  );
}
