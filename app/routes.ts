import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("vision", "routes/vision.tsx"),
  route("classrooms", "routes/classrooms.tsx"),
  route("life", "routes/life.tsx"),
  route("join", "routes/join.tsx"),
  // Everything else, nested paths included; prerendered once as /404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
