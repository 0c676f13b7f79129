/**
 * The Load Sample text, in a module of its own: the screen needs it, and core.ts would bring sql-formatter
 * with it into the page.
 */
export const SAMPLE_INPUT = `select c.id, c.name, count(o.id) as orders, sum(o.total) as spent
from customers c left join orders o on o.customer_id = c.id -- every customer, even without orders
where c.created_at >= '2024-01-01' and c.country in ('FR', 'DE', 'IT')
group by c.id, c.name having count(o.id) > 2 order by spent desc limit 10;
update customers set status = 'vip' where id in (select customer_id from orders group by customer_id having sum(total) > 1000);`;
