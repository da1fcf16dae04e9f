/** `POST /company/{orgNo}/open-cap-format`: what the package put in the register. */
export type OpenCapFormatImported = { shareholders: number; shareClasses: number; entries: number };
