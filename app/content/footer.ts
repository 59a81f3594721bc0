export const footer = {
  disclaimer:
    "Nova Academy is a fictional concept. It is not a real school: no applications are collected and nothing you enter is sent anywhere.",
  credit: "A student project for an AI bootcamp, designed and built by",
};
