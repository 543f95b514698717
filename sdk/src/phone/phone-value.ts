/**
 * The phone field value of SPEC §3: countryCode lower-cased, phoneCode without plus signs, and the derived
 * fullPhone of digits only.
 */
export interface PhoneValue {
  readonly countryCode: string;
  readonly countryId: number;
  readonly phoneCode: string;
  readonly phoneNum: string;
}

export function phoneValue(input: {
  countryCode: string;
  countryId: number;
  phoneCode: string | number;
  phoneNum: string;
}): PhoneValue {
  return {
    countryCode: input.countryCode.toLowerCase(),
    countryId: input.countryId,
    phoneCode: String(input.phoneCode).replace(/\+/g, ''),
    phoneNum: input.phoneNum,
  };
}

export function fullPhone(value: Pick<PhoneValue, 'phoneCode' | 'phoneNum'>): string {
  return `${value.phoneCode}${value.phoneNum}`.replace(/\D/g, '');
}

/** Shown with a plus prefix (SPEC §3 country option). */
export function displayPhoneCode(phoneCode: string | number): string {
  return `+${String(phoneCode).replace(/\+/g, '')}`;
}
