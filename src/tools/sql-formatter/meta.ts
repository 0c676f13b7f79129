import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'sql-formatter',
  name: 'SQL Formatter',
  description: 'Format or minify SQL queries in 20 dialects: PostgreSQL, MySQL, SQL Server, BigQuery, Oracle and more.',
  icon: '🗃️',
  family: 'transform',
  category: 'formatter',
  accepts: ['sql'],
  primaryAction: 'Format the SQL',
  load: () => import('./View'),
};

export default meta;
