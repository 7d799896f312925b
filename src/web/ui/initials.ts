/** The letters an avatar shows without a photo: the initials of the name, else the e-mail's first letter. */
export function initialsOf({
  firstName,
  lastName,
  email,
}: {
  firstName: string;
  lastName: string;
  email: string;
}): string {
  return (
    [firstName, lastName]
      .map((n) => n.charAt(0))
      .join('')
      .toUpperCase() || email.charAt(0).toUpperCase()
  );
}
