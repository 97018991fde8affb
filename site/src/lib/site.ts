/** Site-wide facts shown in several places, written once. */

/** Where people without admin access, and anyone else, can write to the team. */
export const SUPPORT_EMAIL = 'support@patina-antiques.com';

/** The social profiles in the footer. */
export const SOCIAL_LINKS = [
  { name: 'Instagram', url: 'https://www.instagram.com/', icon: 'instagram' },
  { name: 'Facebook', url: 'https://www.facebook.com/', icon: 'facebook' },
  { name: 'Pinterest', url: 'https://www.pinterest.com/', icon: 'pinterest' },
  { name: 'X', url: 'https://x.com/', icon: 'x' },
] as const;
