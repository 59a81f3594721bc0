import { AGE_MAX, AGE_MIN, type ApplicationCopy } from "../application";
import { site } from "../site";

export const application: ApplicationCopy = {
  title: "Apply for 2025",
  lead: "It takes about ten minutes. Fill it in together with a parent or guardian.",
  requiredNote: "Fields marked * are required.",
  privacyNote: `${site.name} is a fictional school, so this form is a demonstration: what you type stays on this page and is never sent or saved.`,
  noscriptNote:
    "This form needs JavaScript to check and confirm your answers. Without it, Submit does nothing, so nothing you type can leave this page. Turn on JavaScript to apply, or print this page to fill it in on paper.",
  legends: { student: "About the student", parent: "Parent or guardian" },
  fields: {
    firstName: { label: "First name", error: "Enter the student's first name." },
    lastName: { label: "Last name", error: "Enter the student's last name." },
    email: {
      label: "Student e-mail",
      placeholder: "name@example.com",
      hint: "We send the interview invitation here.",
      error: "Enter an e-mail address such as name@example.com.",
    },
    age: {
      label: "Age",
      hint: `Students aged ${AGE_MIN} to ${AGE_MAX} can apply.`,
      error: `Enter an age from ${AGE_MIN} to ${AGE_MAX}.`,
    },
    currentGrade: {
      label: "Current grade",
      prompt: "Choose a grade",
      hint: "Grades 5 to 12.",
      error: "Choose the student's current grade.",
    },
    country: {
      label: "Country",
      hint: "Type it, or pick it from the list as you type.",
      error: "Enter the country you live in.",
    },
    interests: {
      label: "Interests",
      placeholder: "Robots, poetry, football, the stars…",
      hint: "What do you love learning about? A few sentences are plenty.",
      error: "Tell us a little about your interests.",
    },
    parentEmail: {
      label: "Parent or guardian e-mail",
      placeholder: "parent@example.com",
      hint: "A parent or guardian confirms every application.",
      error: "Enter an e-mail address such as parent@example.com.",
    },
  },
  grade: (grade) => `${grade}th Grade`,
  termsLabel: [
    "I agree to the ",
    { text: "terms and conditions", page: "terms", newTab: true },
    " and ",
    { text: "privacy policy", page: "privacy", newTab: true },
  ],
  newTab: "Opens in a new tab, so nothing you typed here is lost.",
  termsError: "Tick the box to agree before you submit.",
  submitLabel: "Submit Application",
  toasts: {
    termsRequired: {
      title: "Terms Required",
      description: "Please agree to the terms and conditions to continue.",
    },
    submitted: {
      title: "Application Submitted!",
      description: "We'll review your application and get back to you within 48 hours.",
    },
    dismiss: "Dismiss notification",
    label: "Notification",
    region: "Notifications",
  },
  notLoaded:
    "The form's code could not load, so your answers cannot be checked yet. Nothing was sent. Check your connection, then press Submit again.",
};
