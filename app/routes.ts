import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("vision", "routes/vision.tsx"),
  route("classrooms", "routes/classrooms.tsx"),
  route("life", "routes/life.tsx"),
  route("join", "routes/join.tsx"),
  // The admission dates as calendar files, written at build from the same list as the page.
  route("nova-academy-admissions.ics", "routes/admissions-calendar.ts"),
  route("calendar/:file", "routes/date-calendar.ts"),
  // Everything else, nested paths included; prerendered once as /404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
