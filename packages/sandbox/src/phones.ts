/** Phone numbers in each country's usual written forms. */
import type { City } from './cities.js';
import type { Rng } from './rng.js';

export interface Phone {
  /** "+34 912 34 56 78" */
  international: string;
  /** "912 34 56 78" */
  national: string;
}

/** A phone number in the country's usual written forms. */
export function makePhone(rng: Rng, city: City, mobile: boolean): Phone {
  const cc = city.callingCode;
  switch (city.countryCode) {
    case 'es': {
      const d = mobile ? rng.pick(city.phone.mobile) + rng.digits(8) : rng.pick(city.phone.areas);
      const n = mobile ? d : d + rng.digits(9 - d.length);
      const national = `${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7, 9)}`;
      return { national, international: `+${cc} ${national}` };
    }
    case 'ar': {
      const area = rng.pick(city.phone.areas);
      const rest = rng.digits(10 - area.length);
      const split = rest.length - 4;
      const local = `${rest.slice(0, split)}-${rest.slice(split)}`;
      if (mobile) {
        return {
          national: `0${area} 15-${local}`,
          international: `+${cc} 9 ${area} ${local}`,
        };
      }
      return { national: `0${area} ${local}`, international: `+${cc} ${area} ${local}` };
    }
    case 'mx': {
      const n = rng.digits(8);
      const national = `55 ${n.slice(0, 4)} ${n.slice(4)}`;
      return { national, international: `+${cc} ${national}` };
    }
    case 'co': {
      if (mobile) {
        const national = `${rng.pick(city.phone.mobile)} ${rng.digits(7)}`;
        return { national, international: `+${cc} ${national}` };
      }
      const n = rng.digits(7);
      return { national: `(601) ${n}`, international: `+${cc} 601 ${n}` };
    }
    case 'pe': {
      if (mobile) {
        const n = `9${rng.digits(8)}`;
        const national = `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
        return { national, international: `+${cc} ${national}` };
      }
      const n = rng.digits(7);
      return { national: `(01) ${n}`, international: `+${cc} 1 ${n}` };
    }
    case 'cl': {
      const n = rng.digits(8);
      const body = `${n.slice(0, 4)} ${n.slice(4)}`;
      if (mobile) return { national: `9 ${body}`, international: `+${cc} 9 ${body}` };
      return { national: `(2) ${body}`, international: `+${cc} 2 ${body}` };
    }
    case 'pt': {
      if (mobile) {
        const n = `${rng.pick(city.phone.mobile)}${rng.digits(7)}`;
        const national = `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
        return { national, international: `+${cc} ${national}` };
      }
      const n = `${rng.pick(city.phone.areas)}${rng.int(1, 9)}${rng.digits(6)}`;
      const national = `${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
      return { national, international: `+${cc} ${national}` };
    }
    case 'br': {
      const area = rng.pick(city.phone.areas);
      if (mobile) {
        const n = `9${rng.int(6, 9)}${rng.digits(7)}`;
        const local = `${n.slice(0, 5)}-${n.slice(5)}`;
        return { national: `(${area}) ${local}`, international: `+${cc} ${area} ${local}` };
      }
      const n = `${rng.int(2, 5)}${rng.digits(7)}`;
      const local = `${n.slice(0, 4)}-${n.slice(4)}`;
      return { national: `(${area}) ${local}`, international: `+${cc} ${area} ${local}` };
    }
    case 'fr': {
      const n = mobile
        ? `${rng.pick(city.phone.mobile)}${rng.digits(8)}`
        : `1${rng.int(4, 8)}${rng.digits(7)}`;
      const pairs = `${n.slice(1, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7, 9)}`;
      return { national: `0${n[0]} ${pairs}`, international: `+${cc} ${n[0]} ${pairs}` };
    }
    case 'de': {
      if (mobile) {
        const prefix = rng.pick(city.phone.mobile);
        const n = rng.digits(8);
        return { national: `0${prefix} ${n}`, international: `+${cc} ${prefix} ${n}` };
      }
      const area = rng.pick(city.phone.areas);
      const n = `${rng.int(2, 9)}${rng.digits(7)}`;
      return { national: `0${area} ${n}`, international: `+${cc} ${area} ${n}` };
    }
    default: {
      const area = rng.pick(city.phone.areas);
      const n = `${rng.int(2, 9)}${rng.digits(6)}`;
      return {
        national: `(${area}) ${n.slice(0, 3)}-${n.slice(3)}`,
        international: `+${cc} ${area}-${n.slice(0, 3)}-${n.slice(3)}`,
      };
    }
  }
}

/** "+34 912 34 56 78" → "+34912345678". */
export function e164(phone: Phone): string {
  return phone.international.replace(/[^+\d]/g, '');
}

/**
 * Whether the national form reads back as the same number. Buenos Aires landlines whose local
 * number starts with 15 look like the old mobile prefix ("011 15…"), so sites write those
 * internationally.
 */
export function nationalIsUnambiguous(phone: Phone, city: City): boolean {
  if (city.countryCode === 'ar' && !phone.international.startsWith(`+${city.callingCode} 9 `)) {
    return !/^0\d+ 15/.test(phone.national);
  }
  return true;
}
