FROM node:24-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build
ENV NODE_ENV=production
EXPOSE 3000
CMD ["npm", "run", "serve"]
