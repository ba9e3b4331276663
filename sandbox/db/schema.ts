export const SCHEMA = `
create table if not exists resources (
  id text primary key,
  type text not null,
  attributes jsonb not null default '{}',
  relationships jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists resources_type on resources (type);
create table if not exists clients (
  client_id text primary key,
  client_secret text,
  kind text not null,
  application_id text not null
);
create table if not exists passwords (
  customer_id text primary key,
  email text unique not null,
  hash text not null
);
create table if not exists settings (
  key text primary key,
  value text not null
);
-- Orders stored while the sandbox numbered them with integers: the platform's number is a string.
update resources set attributes = jsonb_set(attributes, '{number}', to_jsonb(attributes->>'number'))
  where type = 'orders' and jsonb_typeof(attributes->'number') = 'number';
`;
