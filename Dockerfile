# DevToolbox as a static site in the official nginx image, with the project's server block
# (deploy/nginx.conf: SPA fallback, caching, gzip and the security headers).
#   docker build -t devtoolbox .
#   docker run --rm -p 8080:80 devtoolbox        # then open http://localhost:8080/
# For a sub-path, build with --build-arg BASE_PATH=/tools/ (see the README).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG BASE_PATH=/
RUN BASE_PATH="$BASE_PATH" npm run build

FROM nginx:stable
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist /usr/share/nginx/html
EXPOSE 80
