/**
 * The Join Us application form: its fields, options and words. Field names are
 * the spec's "application form draft" (section 3); rules are section 5; the
 * toast texts are sections 8 and 9 and must stay exactly as they are.
 */

/** What the visitor fills in. It lives only in the page and is never sent or stored. */
export type ApplicationDraft = {
  firstName: string;
  lastName: string;
  email: string;
  age: string;
  currentGrade: string;
  interests: string;
  parentEmail: string;
  country: string;
  agreeTerms: boolean;
};

/** Every field except the terms checkbox, which has its own rule and markup. */
export type FieldName = Exclude<keyof ApplicationDraft, "agreeTerms">;

type FieldBase = {
  name: FieldName;
  label: string;
  /** A short help text, linked to the control with aria-describedby. */
  hint?: string;
  /**
   * Shown under the field once it is invalid (:user-invalid). The browser's own
   * message is still what is announced when a submit is blocked.
   */
  error: string;
  /** The HTML autocomplete token(s), so browsers and password managers can fill it. */
  autoComplete?: string;
  /** Half-width fields sit side by side on wide screens. */
  width: "half" | "full";
};

export type FieldDefinition =
  | (FieldBase & { kind: "text" | "email" | "country"; placeholder?: string })
  | (FieldBase & { kind: "number"; min: number; max: number })
  | (FieldBase & { kind: "select"; prompt: string; options: { value: string; label: string }[] })
  | (FieldBase & { kind: "textarea"; placeholder?: string });

export type FieldGroup = { id: string; legend: string; fields: FieldDefinition[] };

export const AGE_MIN = 10;
export const AGE_MAX = 18;

/** Grades 5 to 12, labelled "5th Grade" to "12th Grade". */
export const gradeOptions = Array.from({ length: 8 }, (_, index) => {
  const grade = index + 5;
  return { value: String(grade), label: `${grade}th Grade` };
});

export const fieldGroups: FieldGroup[] = [
  {
    id: "student",
    legend: "About the student",
    fields: [
      {
        name: "firstName",
        kind: "text",
        label: "First name",
        autoComplete: "given-name",
        error: "Enter the student's first name.",
        width: "half",
      },
      {
        name: "lastName",
        kind: "text",
        label: "Last name",
        autoComplete: "family-name",
        error: "Enter the student's last name.",
        width: "half",
      },
      {
        name: "email",
        kind: "email",
        label: "Student e-mail",
        autoComplete: "email",
        placeholder: "name@example.com",
        hint: "We send the interview invitation here.",
        error: "Enter an e-mail address such as name@example.com.",
        width: "full",
      },
      {
        name: "age",
        kind: "number",
        label: "Age",
        min: AGE_MIN,
        max: AGE_MAX,
        hint: `Students aged ${AGE_MIN} to ${AGE_MAX} can apply.`,
        error: `Enter an age from ${AGE_MIN} to ${AGE_MAX}.`,
        width: "half",
      },
      {
        name: "currentGrade",
        kind: "select",
        label: "Current grade",
        prompt: "Choose a grade",
        options: gradeOptions,
        hint: "Grades 5 to 12.",
        error: "Choose the student's current grade.",
        width: "half",
      },
      {
        name: "country",
        kind: "country",
        label: "Country",
        autoComplete: "country-name",
        hint: "Type it, or pick it from the list as you type.",
        error: "Enter the country you live in.",
        width: "full",
      },
      {
        name: "interests",
        kind: "textarea",
        label: "Interests",
        placeholder: "Robots, poetry, football, the stars…",
        hint: "What do you love learning about? A few sentences are plenty.",
        error: "Tell us a little about your interests.",
        width: "full",
      },
    ],
  },
  {
    id: "parent",
    legend: "Parent or guardian",
    fields: [
      {
        name: "parentEmail",
        kind: "email",
        label: "Parent or guardian e-mail",
        // Its own autofill section, so browsers do not offer the student's address here.
        autoComplete: "section-parent email",
        placeholder: "parent@example.com",
        hint: "A parent or guardian confirms every application.",
        error: "Enter an e-mail address such as parent@example.com.",
        width: "full",
      },
    ],
  },
];

export const applicationCopy = {
  title: "Apply for 2025",
  lead: "It takes about ten minutes. Fill it in together with a parent or guardian.",
  requiredNote: "Fields marked * are required.",
  privacyNote:
    "Nova Academy is a fictional school, so this form is a demonstration: what you type stays on this page and is never sent or saved.",
  noscriptNote:
    "This form needs JavaScript to check your answers. Without it the form stays locked, so nothing you type can leave this page. Turn on JavaScript to apply.",
  termsLabel: "I agree to the terms and conditions and privacy policy",
  termsError: "Tick the box to agree before you submit.",
  submitLabel: "Submit Application",
} as const;

export type ToastCopy = { title: string; description: string };

export const applicationToasts = {
  termsRequired: {
    title: "Terms Required",
    description: "Please agree to the terms and conditions to continue.",
  },
  submitted: {
    title: "Application Submitted!",
    description: "We'll review your application and get back to you within 48 hours.",
  },
} satisfies Record<string, ToastCopy>;

/**
 * Suggestions for the country field (UN member and observer states). Any other
 * name can still be typed: the list only helps, it does not limit. Kept packed,
 * several names a line, because one name per line would be 200 lines of noise.
 */
// prettier-ignore
export const countries: readonly string[] = [
  "Afghanistan", "Albania", "Algeria", "Andorra", "Angola", "Antigua and Barbuda", "Argentina",
  "Armenia", "Australia", "Austria", "Azerbaijan", "Bahamas", "Bahrain", "Bangladesh", "Barbados",
  "Belarus", "Belgium", "Belize", "Benin", "Bhutan", "Bolivia", "Bosnia and Herzegovina",
  "Botswana", "Brazil", "Brunei", "Bulgaria", "Burkina Faso", "Burundi", "Cabo Verde", "Cambodia",
  "Cameroon", "Canada", "Central African Republic", "Chad", "Chile", "China", "Colombia", "Comoros",
  "Congo", "Costa Rica", "Côte d’Ivoire", "Croatia", "Cuba", "Cyprus", "Czechia",
  "Democratic Republic of the Congo", "Denmark", "Djibouti", "Dominica", "Dominican Republic",
  "Ecuador", "Egypt", "El Salvador", "Equatorial Guinea", "Eritrea", "Estonia", "Eswatini",
  "Ethiopia", "Fiji", "Finland", "France", "Gabon", "Gambia", "Georgia", "Germany", "Ghana",
  "Greece", "Grenada", "Guatemala", "Guinea", "Guinea-Bissau", "Guyana", "Haiti", "Holy See",
  "Honduras", "Hungary", "Iceland", "India", "Indonesia", "Iran", "Iraq", "Ireland", "Israel",
  "Italy", "Jamaica", "Japan", "Jordan", "Kazakhstan", "Kenya", "Kiribati", "Kuwait", "Kyrgyzstan",
  "Laos", "Latvia", "Lebanon", "Lesotho", "Liberia", "Libya", "Liechtenstein", "Lithuania",
  "Luxembourg", "Madagascar", "Malawi", "Malaysia", "Maldives", "Mali", "Malta", "Marshall Islands",
  "Mauritania", "Mauritius", "Mexico", "Micronesia", "Moldova", "Monaco", "Mongolia", "Montenegro",
  "Morocco", "Mozambique", "Myanmar", "Namibia", "Nauru", "Nepal", "Netherlands", "New Zealand",
  "Nicaragua", "Niger", "Nigeria", "North Korea", "North Macedonia", "Norway", "Oman", "Pakistan",
  "Palau", "Palestine", "Panama", "Papua New Guinea", "Paraguay", "Peru", "Philippines", "Poland",
  "Portugal", "Qatar", "Romania", "Russia", "Rwanda", "Saint Kitts and Nevis", "Saint Lucia",
  "Saint Vincent and the Grenadines", "Samoa", "San Marino", "São Tomé and Príncipe",
  "Saudi Arabia", "Senegal", "Serbia", "Seychelles", "Sierra Leone", "Singapore", "Slovakia",
  "Slovenia", "Solomon Islands", "Somalia", "South Africa", "South Korea", "South Sudan", "Spain",
  "Sri Lanka", "Sudan", "Suriname", "Sweden", "Switzerland", "Syria", "Tajikistan", "Tanzania",
  "Thailand", "Timor-Leste", "Togo", "Tonga", "Trinidad and Tobago", "Tunisia", "Türkiye",
  "Turkmenistan", "Tuvalu", "Uganda", "Ukraine", "United Arab Emirates", "United Kingdom",
  "United States", "Uruguay", "Uzbekistan", "Vanuatu", "Venezuela", "Vietnam", "Yemen", "Zambia",
  "Zimbabwe",
];
