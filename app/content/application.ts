/**
 * The Join Us application form: its fields, options and words. The field names
 * are the application draft's; the toast texts must stay exactly as they are.
 */
import type { FieldGroup, ToastCopy } from "./types";

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
    "This form needs JavaScript to check and confirm your answers. Without it, Submit does nothing, so nothing you type can leave this page. Turn on JavaScript to apply, or print this page to fill it in on paper.",
  termsLabel: "I agree to the terms and conditions and privacy policy",
  termsError: "Tick the box to agree before you submit.",
  submitLabel: "Submit Application",
} as const;

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
