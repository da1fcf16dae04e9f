/** Luhn (modulus 10) check over a digit string, as Swedish personal and organisation numbers use. */
export const isLuhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const product = Number(digits[digits.length - 1 - index]) * (index % 2 === 1 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
};
